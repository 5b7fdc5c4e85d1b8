import type { StaffRole, SuspensionOrigin, TeamRole } from '@firm/domain';
import { and, desc, eq, exists, gt, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import {
  failedAttempts,
  oneTimeCodes,
  orders,
  passwordResetTokens,
  refreshTokens,
  sessions,
  subscriptions,
  tenants,
  users,
  type SessionEndReason,
  type Tenant,
  type User,
} from '../../platform/database/schema.js';

export type OtpPurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];
export type FailedAttemptKind = (typeof failedAttempts.$inferSelect)['kind'];

/** A user with the status of their organisation (null for admins, who belong to none). */
export interface SignInUser {
  user: User;
  tenantStatus: Tenant['status'] | null;
}

/** The organisation's details as enrolment gives them (SPEC §3 registration payload). */
export type Organisation = Pick<Tenant, 'name' | 'industrySector' | 'streetAddress' | 'city' | 'country'>;
/** The owner's details as enrolment gives them. */
export type Person = Pick<User, 'firstName' | 'lastName' | 'phoneNumber' | 'phoneCode' | 'passwordHash'>;
/** What a person changes of themselves on the profile page. */
export type PersonDetails = Pick<User, 'firstName' | 'lastName' | 'jobTitle' | 'phoneNumber' | 'phoneCode'>;
/** The organisation's details the profile page shows, and its owner and admins change. */
export type CompanyDetails = Pick<
  Tenant,
  'name' | 'streetAddress' | 'addressLine2' | 'city' | 'state' | 'postalCode' | 'country'
>;

function selectSignInUser(db: Db) {
  return db
    .select({ user: users, tenantStatus: tenants.status })
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId));
}

/** A session as a live one answers for its access tokens: whose it is, as the tokens name them. */
export interface LiveSession {
  userId: string;
  userType: User['userType'];
  tenantId: string | null;
}

/**
 * Ends the live sessions `which` selects and revokes their refresh tokens for the same reason; answers the ids of
 * the sessions it ended.
 */
async function endSessionsWhere(db: Db, which: SQL, reason: SessionEndReason, now: Date): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: now, endedReason: reason })
    .where(and(which, isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  const ids = ended.map((session) => session.id);
  if (ids.length > 0) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(inArray(refreshTokens.familyId, ids), isNull(refreshTokens.revokedAt)));
  }
  return ids;
}

/** The refresh token's session has not ended: a successor issued while another transaction ends it dies with it. */
const sessionLives = (db: Db) =>
  exists(
    db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, refreshTokens.familyId), isNull(sessions.endedAt))),
  );

const codeOf = (email: string, purpose: OtpPurpose) =>
  and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose));

const failuresOf = (kind: FailedAttemptKind, subject: string) =>
  and(eq(failedAttempts.kind, kind), eq(failedAttempts.subject, subject));

/** A registration nobody has confirmed: a client owner of an organisation, both still pending. */
const unconfirmedRegistration = and(
  eq(users.userType, 'client'),
  eq(users.status, 'pending'),
  eq(users.role, 'owner'),
  eq(tenants.status, 'pending'),
);

/** A registration's owner and organisation, and when it was made (or last posted again). */
export interface PendingRegistration {
  userId: string;
  tenantId: string;
  registeredAt: Date;
}

/** The address's unconfirmed registration, its owner's row locked until the caller's transaction ends. */
async function lockRegistration(db: Db, email: string): Promise<PendingRegistration | undefined> {
  const [registration] = await db
    .select({ userId: users.id, tenantId: tenants.id, registeredAt: users.createdAt })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.email, email), unconfirmedRegistration))
    .for('update', { of: users });
  return registration;
}

/**
 * Every query of accounts: users and organisations, sessions, one-time codes, failed attempts, password resets,
 * profiles.
 */
export const accountRepository = {
  /** An organisation suspended ('disabled': none of its people can sign in) or active again (issue 16). */
  async setTenantStatus(db: Db, tenantId: string, status: 'active' | 'disabled'): Promise<void> {
    await db.update(tenants).set({ status }).where(eq(tenants.id, tenantId));
  },

  /**
   * Suspends a client user as `by` says (issue 39: the firm from the back office, or their organisation), or with
   * null lifts it. A suspended user cannot sign in until reactivated.
   */
  async setUserSuspension(db: Db, userId: string, by: SuspensionOrigin | null): Promise<void> {
    await db
      .update(users)
      .set({ status: by ? 'disabled' : 'active', suspendedBy: by })
      .where(eq(users.id, userId));
  },

  /** A staff member's account (any status), or null for a client or an unknown id. */
  async staffMember(db: Db, userId: string) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.staffRole,
        status: users.status,
      })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.userType, 'admin')));
    return row ?? null;
  },

  async findSignInUserByEmail(db: Db, email: string): Promise<SignInUser | undefined> {
    const [row] = await selectSignInUser(db).where(eq(users.email, email));
    return row;
  },

  async findSignInUserById(db: Db, userId: string): Promise<SignInUser | undefined> {
    const [row] = await selectSignInUser(db).where(eq(users.id, userId));
    return row;
  },

  /** The user with this address, locked until the caller's transaction ends. */
  async lockUserByEmail(db: Db, email: string): Promise<User | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).for('update');
    return row;
  },

  /** An active user outside any disabled or unconfirmed organisation. */
  async findRecoverableUser(db: Db, email: string): Promise<{ id: string; firstName: string } | undefined> {
    const [row] = await db
      .select({ id: users.id, firstName: users.firstName })
      .from(users)
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .where(
        and(
          eq(users.email, email),
          eq(users.status, 'active'),
          sql`(${tenants.id} is null or ${tenants.status} = 'active')`,
        ),
      );
    return row;
  },

  async setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
    await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  },

  // Registration

  /** A pending organisation with its owner as the only user, both made at `registeredAt`. */
  async insertPendingRegistration(
    db: Db,
    registration: { email: string; organisation: Organisation; person: Person; registeredAt: Date },
  ): Promise<void> {
    const [tenant] = await db
      .insert(tenants)
      .values({ ...registration.organisation, status: 'pending', createdAt: registration.registeredAt })
      .returning({ id: tenants.id });
    await db.insert(users).values({
      ...registration.person,
      tenantId: tenant!.id,
      email: registration.email,
      userType: 'client',
      status: 'pending',
      role: 'owner',
      createdAt: registration.registeredAt,
    });
  },

  /** Rewrites a pending organisation and its owner, as if made at `registeredAt`. */
  async updatePendingRegistration(
    db: Db,
    registration: {
      userId: string;
      tenantId: string;
      organisation: Organisation;
      person: Person;
      registeredAt: Date;
    },
  ): Promise<void> {
    const createdAt = registration.registeredAt;
    await db
      .update(tenants)
      .set({ ...registration.organisation, createdAt })
      .where(eq(tenants.id, registration.tenantId));
    await db
      .update(users)
      .set({ ...registration.person, createdAt })
      .where(eq(users.id, registration.userId));
  },

  async findTenantName(db: Db, tenantId: string): Promise<string | undefined> {
    const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
    return row?.name;
  },

  /**
   * The unconfirmed registration of this address becomes active: its owner and their organisation. False when the
   * address has none (an invitation replaced it, say), and nothing changes.
   */
  async activateRegistration(db: Db, email: string): Promise<boolean> {
    const registration = await lockRegistration(db, email);
    if (!registration) return false;
    await db.update(users).set({ status: 'active' }).where(eq(users.id, registration.userId));
    await db.update(tenants).set({ status: 'active' }).where(eq(tenants.id, registration.tenantId));
    return true;
  },

  /**
   * The address's unconfirmed registration if it is still nothing more: its organisation holds no other user, no
   * subscription (staff may grant one to a pending organisation) and no order. The owner, then the organisation,
   * are locked until the caller's transaction ends (the order registration and confirmation lock them in), and only
   * then is the organisation's content read: a confirmation or a grant committed meanwhile is seen, and none can
   * follow until the caller is done.
   */
  async lockBareRegistration(db: Db, email: string): Promise<PendingRegistration | undefined> {
    const registration = await lockRegistration(db, email);
    if (!registration) return undefined;
    const { userId, tenantId } = registration;
    await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
    const [holdsMore] = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(
        and(
          eq(tenants.id, tenantId),
          or(
            exists(
              db
                .select({ id: users.id })
                .from(users)
                .where(and(eq(users.tenantId, tenantId), ne(users.id, userId))),
            ),
            exists(
              db
                .select({ id: subscriptions.id })
                .from(subscriptions)
                .where(eq(subscriptions.tenantId, tenantId)),
            ),
            exists(db.select({ id: orders.id }).from(orders).where(eq(orders.tenantId, tenantId))),
          ),
        ),
      );
    return holdsMore ? undefined : registration;
  },

  /** Deletes a registration's owner and organisation (all a bare registration holds). */
  async deleteRegistration(
    db: Db,
    registration: Pick<PendingRegistration, 'userId' | 'tenantId'>,
  ): Promise<void> {
    await db.delete(users).where(eq(users.id, registration.userId));
    await db.delete(tenants).where(eq(tenants.id, registration.tenantId));
  },

  /**
   * The addresses of unconfirmed registrations whose code expired by `before` (or, with no code, made by then),
   * oldest first.
   */
  async lapsedRegistrations(db: Db, before: Date): Promise<string[]> {
    const rows = await db
      .select({ email: users.email })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .leftJoin(
        oneTimeCodes,
        and(eq(oneTimeCodes.email, users.email), eq(oneTimeCodes.purpose, 'registration')),
      )
      .where(
        and(
          unconfirmedRegistration,
          or(lte(oneTimeCodes.expiresAt, before), and(isNull(oneTimeCodes.id), lte(users.createdAt, before))),
        ),
      )
      .orderBy(users.createdAt, users.email);
    return rows.map((row) => row.email);
  },

  // Profile

  /** The person and their organisation; none when the user has no organisation. */
  async findProfile(db: Db, userId: string) {
    const [row] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        phoneCode: users.phoneCode,
        jobTitle: users.jobTitle,
        pendingEmail: users.pendingEmail,
        role: users.role,
        company: tenants.name,
        streetAddress: tenants.streetAddress,
        addressLine2: tenants.addressLine2,
        city: tenants.city,
        state: tenants.state,
        postalCode: tenants.postalCode,
        country: tenants.country,
      })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(eq(users.id, userId));
    return row;
  },

  /** What the profile's checks need of the user: the address, the one waiting for a code, the password. */
  async findCredentials(db: Db, userId: string) {
    const [row] = await db
      .select({
        email: users.email,
        pendingEmail: users.pendingEmail,
        passwordHash: users.passwordHash,
        firstName: users.firstName,
        role: users.role,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },

  /** The organisation's details, locked until the caller's transaction ends. */
  async lockCompany(db: Db, tenantId: string): Promise<CompanyDetails | undefined> {
    const [row] = await db
      .select({
        name: tenants.name,
        streetAddress: tenants.streetAddress,
        addressLine2: tenants.addressLine2,
        city: tenants.city,
        state: tenants.state,
        postalCode: tenants.postalCode,
        country: tenants.country,
      })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .for('update');
    return row;
  },

  async updatePerson(db: Db, userId: string, details: Partial<PersonDetails>): Promise<void> {
    if (Object.keys(details).length === 0) return;
    await db.update(users).set(details).where(eq(users.id, userId));
  },

  async updateCompany(db: Db, tenantId: string, details: Partial<CompanyDetails>): Promise<void> {
    if (Object.keys(details).length === 0) return;
    await db.update(tenants).set(details).where(eq(tenants.id, tenantId));
  },

  /** Whether a user other than `exceptUserId` has this address (a pending address of another does not count). */
  async emailTakenByAnother(db: Db, email: string, exceptUserId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, exceptUserId)));
    return row !== undefined;
  },

  // Memberships: team and the back office change them through the face (account-changes.ts)

  async setRole(db: Db, userId: string, role: TeamRole): Promise<void> {
    await db.update(users).set({ role }).where(eq(users.id, userId));
  },

  /**
   * The member leaves the organisation: the row stays (their orders name them), without an organisation, a role
   * or a password that works.
   */
  async detachUser(db: Db, userId: string, unusablePasswordHash: string): Promise<void> {
    await db
      .update(users)
      .set({
        tenantId: null,
        role: null,
        status: 'disabled',
        suspendedBy: null,
        pendingEmail: null,
        passwordHash: unusablePasswordHash,
      })
      .where(eq(users.id, userId));
  },

  /** The invitee's new account: active, its address confirmed by the link that reached it. */
  async insertMember(
    db: Db,
    member: {
      tenantId: string;
      email: string;
      firstName: string;
      lastName: string;
      passwordHash: string;
      role: TeamRole;
      joinedAt: Date;
    },
  ): Promise<string> {
    const [row] = await db
      .insert(users)
      .values({
        tenantId: member.tenantId,
        email: member.email,
        firstName: member.firstName,
        lastName: member.lastName,
        passwordHash: member.passwordHash,
        role: member.role,
        userType: 'client',
        status: 'active',
        createdAt: member.joinedAt,
      })
      .returning({ id: users.id });
    return row!.id;
  },

  /** A removed client's row joins an organisation again, as if new. */
  async rejoin(
    db: Db,
    userId: string,
    member: {
      tenantId: string;
      firstName: string;
      lastName: string;
      passwordHash: string;
      role: TeamRole;
      joinedAt: Date;
    },
  ): Promise<void> {
    await db
      .update(users)
      .set({
        tenantId: member.tenantId,
        firstName: member.firstName,
        lastName: member.lastName,
        passwordHash: member.passwordHash,
        role: member.role,
        status: 'active',
        suspendedBy: null,
        jobTitle: null,
        pendingEmail: null,
        createdAt: member.joinedAt,
      })
      .where(eq(users.id, userId));
  },

  /** A staff member invited: pending, with a password nobody knows until they choose one; answers the id. */
  async insertInvitedStaff(
    db: Db,
    staff: {
      email: string;
      firstName: string;
      lastName: string;
      staffRole: StaffRole;
      passwordHash: string;
      createdAt: Date;
    },
  ): Promise<string | undefined> {
    const [row] = await db
      .insert(users)
      .values({ ...staff, userType: 'admin', status: 'pending' })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    return row?.id;
  },

  async setPendingEmail(db: Db, userId: string, pendingEmail: string | null): Promise<void> {
    await db.update(users).set({ pendingEmail }).where(eq(users.id, userId));
  },

  /**
   * The user's address becomes the one that was waiting, if it still is `pendingEmail`; false when another change
   * came first. Throws the unique violation when another user has the address by now.
   */
  async confirmPendingEmail(db: Db, userId: string, pendingEmail: string): Promise<boolean> {
    const moved = await db
      .update(users)
      .set({ email: pendingEmail, pendingEmail: null })
      .where(and(eq(users.id, userId), eq(users.pendingEmail, pendingEmail)))
      .returning({ id: users.id });
    return moved.length > 0;
  },

  // Sessions and refresh tokens

  /** A new session at sign-in; its id names its refresh-token family. */
  async insertSession(db: Db, session: { userId: string; createdAt: Date }): Promise<string> {
    const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
    return row!.id;
  },

  async insertRefreshToken(
    db: Db,
    token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    await db.insert(refreshTokens).values(token);
  },

  /**
   * Marks a live token of a live session rotated and answers its user and family; none for a token that is
   * unknown, spent or expired, or whose session has ended. One conditional UPDATE, so two concurrent uses cannot
   * both succeed.
   */
  async spendRefreshToken(
    db: Db,
    tokenHash: string,
    now: Date,
  ): Promise<{ userId: string; familyId: string } | undefined> {
    const [spent] = await db
      .update(refreshTokens)
      .set({ revokedAt: now, revokedReason: 'rotated' })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
          sessionLives(db),
        ),
      )
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
    return spent;
  },

  /**
   * Marks a token rotated since `spentSince`, of a live session and not expired, as having bought its one grace
   * successor, and answers its user and family; none for any other token, one that already had its grace
   * successor included. One conditional UPDATE, so of concurrent replays only one succeeds.
   */
  async spendRefreshTokenAgain(
    db: Db,
    tokenHash: string,
    spentSince: Date,
    now: Date,
  ): Promise<{ userId: string; familyId: string } | undefined> {
    const [spent] = await db
      .update(refreshTokens)
      .set({ revokedReason: 'rotated_grace' })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          eq(refreshTokens.revokedReason, 'rotated'),
          gte(refreshTokens.revokedAt, spentSince),
          gt(refreshTokens.expiresAt, now),
          sessionLives(db),
        ),
      )
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
    return spent;
  },

  /** A token whatever its state, with whether its session still lives. */
  async findRefreshToken(db: Db, tokenHash: string) {
    const [row] = await db
      .select({
        userId: refreshTokens.userId,
        familyId: refreshTokens.familyId,
        expiresAt: refreshTokens.expiresAt,
        revokedAt: refreshTokens.revokedAt,
        revokedReason: refreshTokens.revokedReason,
        sessionEndedAt: sessions.endedAt,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.familyId))
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  },

  /**
   * The session when it has not ended, its user is active and so is the user's organisation (admins have none):
   * one query by the session's primary key, on every authenticated request.
   */
  async findLiveSession(db: Db, sessionId: string): Promise<LiveSession | undefined> {
    const [row] = await db
      .select({ userId: users.id, userType: users.userType, tenantId: users.tenantId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .where(
        and(
          eq(sessions.id, sessionId),
          isNull(sessions.endedAt),
          eq(users.status, 'active'),
          or(isNull(users.tenantId), eq(tenants.status, 'active')),
        ),
      );
    return row;
  },

  endSession: (db: Db, sessionId: string, reason: SessionEndReason, now: Date) =>
    endSessionsWhere(db, eq(sessions.id, sessionId), reason, now),

  endSessionsOfUser: (db: Db, userId: string, reason: SessionEndReason, now: Date) =>
    endSessionsWhere(db, eq(sessions.userId, userId), reason, now),

  endOtherSessionsOfUser: (
    db: Db,
    userId: string,
    keptSessionId: string,
    reason: SessionEndReason,
    now: Date,
  ) => endSessionsWhere(db, and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId))!, reason, now),

  endSessionsOfTenant: (db: Db, tenantId: string, reason: SessionEndReason, now: Date) =>
    endSessionsWhere(
      db,
      inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId))),
      reason,
      now,
    ),

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
