import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { correctionNotices, correctionRecipients } from '../../platform/database/schema.js';

/** Correction notices and the members each tells (issue 42). */
export const correctionRepository = {
  /** The notice of this file of the report, with how many members it tells, if it went. */
  async noticeOf(db: Db, reportId: number, fileSha256: string) {
    const [row] = await db
      .select({
        id: correctionNotices.id,
        requestedAt: correctionNotices.requestedAt,
        recipients: sql<number>`(select count(*)::int from ${correctionRecipients} where ${correctionRecipients.noticeId} = ${correctionNotices.id})`,
      })
      .from(correctionNotices)
      .where(and(eq(correctionNotices.reportId, reportId), eq(correctionNotices.fileSha256, fileSha256)));
    return row;
  },

  async notice(db: Db, id: number) {
    const [row] = await db
      .select({ reportId: correctionNotices.reportId, note: correctionNotices.note })
      .from(correctionNotices)
      .where(eq(correctionNotices.id, id));
    return row;
  },

  /** Records the notice of a file; undefined when that file's notice exists already. */
  async insertNotice(db: Db, values: typeof correctionNotices.$inferInsert): Promise<number | undefined> {
    const [row] = await db
      .insert(correctionNotices)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: correctionNotices.id });
    return row?.id;
  },

  async addRecipients(db: Db, noticeId: number, userIds: readonly string[]): Promise<void> {
    for (let start = 0; start < userIds.length; start += 1000) {
      await db
        .insert(correctionRecipients)
        .values(userIds.slice(start, start + 1000).map((userId) => ({ noticeId, userId })))
        .onConflictDoNothing();
    }
  },

  /** Marks these members' mails as sent where they were not; answers those claimed. */
  async claim(db: Db, noticeId: number, userIds: readonly string[], at: Date): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await db
      .update(correctionRecipients)
      .set({ sentAt: at })
      .where(
        and(
          eq(correctionRecipients.noticeId, noticeId),
          inArray(correctionRecipients.userId, [...userIds]),
          isNull(correctionRecipients.sentAt),
        ),
      )
      .returning({ userId: correctionRecipients.userId });
    return rows.map((row) => row.userId);
  },

  /** Gives claims back (their mails could not be handed over), for the retry. */
  async release(db: Db, noticeId: number, userIds: readonly string[]): Promise<void> {
    await db
      .update(correctionRecipients)
      .set({ sentAt: null })
      .where(
        and(eq(correctionRecipients.noticeId, noticeId), inArray(correctionRecipients.userId, [...userIds])),
      );
  },
};
