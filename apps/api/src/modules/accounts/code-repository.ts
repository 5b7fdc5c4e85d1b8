import { and, desc, eq, gt, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { failedAttempts, oneTimeCodes, passwordResetTokens, users } from '../../platform/database/schema.js';

export type OtpPurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];
export type FailedAttemptKind = (typeof failedAttempts.$inferSelect)['kind'];

/** A user with the status of their organisation (null for admins, who belong to none). */
const codeOf = (email: string, purpose: OtpPurpose) =>
  and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose));

const failuresOf = (kind: FailedAttemptKind, subject: string) =>
  and(eq(failedAttempts.kind, kind), eq(failedAttempts.subject, subject));

/** A registration nobody has confirmed: a client owner of an organisation, both still pending. */
/** One-time codes, failed attempts counted per kind and subject, and password reset tokens. */
export const codeQueries = {
  // One-time codes

  async codeSentSince(db: Db, email: string, purpose: OtpPurpose, since: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(and(codeOf(email, purpose), gt(oneTimeCodes.createdAt, since)));
    return row !== undefined;
  },

  /** Stores the address's code with no attempts spent, replacing any earlier one. */
  async saveCode(
    db: Db,
    code: { email: string; purpose: OtpPurpose; codeHash: string; createdAt: Date; expiresAt: Date },
  ): Promise<void> {
    const values = {
      codeHash: code.codeHash,
      attempts: 0,
      createdAt: code.createdAt,
      expiresAt: code.expiresAt,
    };
    await db
      .insert(oneTimeCodes)
      .values({ email: code.email, purpose: code.purpose, ...values })
      .onConflictDoUpdate({ target: [oneTimeCodes.email, oneTimeCodes.purpose], set: values });
  },

  /**
   * Spends one attempt of a live code with attempts left, in one conditional UPDATE (so concurrent guesses cannot
   * exceed the limit), and answers the code after it; none when there is no such code.
   */
  async spendCodeAttempt(db: Db, email: string, purpose: OtpPurpose, maxAttempts: number, now: Date) {
    const [attempt] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(
        and(codeOf(email, purpose), lt(oneTimeCodes.attempts, maxAttempts), gt(oneTimeCodes.expiresAt, now)),
      )
      .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash, attempts: oneTimeCodes.attempts });
    return attempt;
  },

  async findCode(db: Db, email: string, purpose: OtpPurpose) {
    const [row] = await db
      .select({ attempts: oneTimeCodes.attempts, expiresAt: oneTimeCodes.expiresAt })
      .from(oneTimeCodes)
      .where(codeOf(email, purpose));
    return row;
  },

  /** Deletes the address's code for the purpose, if any. */
  async deleteCodeOf(db: Db, email: string, purpose: OtpPurpose): Promise<void> {
    await db.delete(oneTimeCodes).where(codeOf(email, purpose));
  },

  /** Deletes every code that expired by `before`, whatever its purpose; answers how many. */
  async deleteCodesExpiredBy(db: Db, before: Date): Promise<number> {
    const deleted = await db
      .delete(oneTimeCodes)
      .where(lte(oneTimeCodes.expiresAt, before))
      .returning({ id: oneTimeCodes.id });
    return deleted.length;
  },

  /** Deletes a code; false when it was gone already (another request consumed it first). */
  async deleteCode(db: Db, id: string): Promise<boolean> {
    const deleted = await db
      .delete(oneTimeCodes)
      .where(eq(oneTimeCodes.id, id))
      .returning({ id: oneTimeCodes.id });
    return deleted.length > 0;
  },

  // Failed attempts (sign-in, codes), counted per kind and subject

  async insertFailedAttempt(
    db: Db,
    attempt: { kind: FailedAttemptKind; subject: string; failedAt: Date },
  ): Promise<number> {
    const [row] = await db.insert(failedAttempts).values(attempt).returning({ id: failedAttempts.id });
    return row!.id;
  },

  /** When the subject's failures after `since` happened, newest first, at most `limit`, leaving out `except`. */
  async recentFailures(
    db: Db,
    query: { kind: FailedAttemptKind; subject: string; since: Date; limit: number; except?: number },
  ): Promise<Date[]> {
    const rows = await db
      .select({ failedAt: failedAttempts.failedAt })
      .from(failedAttempts)
      .where(
        and(
          failuresOf(query.kind, query.subject),
          gt(failedAttempts.failedAt, query.since),
          query.except === undefined ? undefined : ne(failedAttempts.id, query.except),
        ),
      )
      .orderBy(desc(failedAttempts.failedAt))
      .limit(query.limit);
    return rows.map((row) => row.failedAt);
  },

  /** Forgets the subject's failures that no window counts any more. */
  async deleteFailuresUpTo(db: Db, kind: FailedAttemptKind, subject: string, until: Date): Promise<void> {
    await db
      .delete(failedAttempts)
      .where(and(failuresOf(kind, subject), lte(failedAttempts.failedAt, until)));
  },

  /** Forgets every failure of the kind that no window counts any more (at or before `until`); answers how many. */
  async deleteFailuresOfKindUpTo(db: Db, kind: FailedAttemptKind, until: Date): Promise<number> {
    const deleted = await db
      .delete(failedAttempts)
      .where(and(eq(failedAttempts.kind, kind), lte(failedAttempts.failedAt, until)))
      .returning({ id: failedAttempts.id });
    return deleted.length;
  },

  async deleteFailedAttempt(db: Db, id: number): Promise<void> {
    await db.delete(failedAttempts).where(eq(failedAttempts.id, id));
  },

  async clearFailedAttempts(db: Db, kind: FailedAttemptKind, subject: string): Promise<void> {
    await db.delete(failedAttempts).where(failuresOf(kind, subject));
  },

  // Password reset tokens

  async insertPasswordResetToken(
    db: Db,
    token: { userId: string; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    await db.insert(passwordResetTokens).values(token);
  },

  /** Marks a live, unused token used and answers its user; none for an unknown, used or expired token. */
  async spendPasswordResetToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
    const [spent] = await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    return spent?.userId;
  },

  /** A staff member invited (pending) becomes active; anyone else is left as they are. */
  async activatePendingStaff(db: Db, userId: string): Promise<void> {
    await db
      .update(users)
      .set({ status: 'active' })
      .where(and(eq(users.id, userId), eq(users.userType, 'admin'), eq(users.status, 'pending')));
  },

  /** Every unused reset token of the user stops working. */
  async voidPasswordResetTokens(db: Db, userId: string, now: Date): Promise<void> {
    await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  },
};
