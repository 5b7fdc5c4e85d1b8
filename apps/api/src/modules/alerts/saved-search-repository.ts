import type { SavedSearchFrequency } from '@firm/domain';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { advisoryLock } from '../../platform/database/advisory-lock.js';
import type { Db } from '../../platform/database/database.js';
import { reports, reportTypes, savedSearches, savedSearchMatches } from '../../platform/database/schema.js';

/** A saved search as its owner sees it. */
export interface SavedSearchRow {
  id: number;
  userId: string;
  name: string;
  pdfSearch: string;
  reportTypeId: number | null;
  reportTypeName: string | null;
  frequency: SavedSearchFrequency;
  createdAt: Date;
  lastSentAt: Date | null;
}

const columns = {
  id: savedSearches.id,
  userId: savedSearches.userId,
  name: savedSearches.name,
  pdfSearch: savedSearches.pdfSearch,
  reportTypeId: savedSearches.reportTypeId,
  reportTypeName: reportTypes.name,
  frequency: sql<SavedSearchFrequency>`${savedSearches.frequency}`,
  createdAt: savedSearches.createdAt,
  lastSentAt:
    sql<Date | null>`(select max(${savedSearchMatches.sentAt}) from ${savedSearchMatches} where ${savedSearchMatches.savedSearchId} = ${savedSearches.id})`.mapWith(
      savedSearches.createdAt,
    ),
};

/** The saved searches' queries (issue 42): members' searches, and the new reports each matched. */
export const savedSearchRepository = {
  /**
   * Holds the member's saved searches still until the caller's transaction ends: two saves at once cannot both
   * pass the limit (an advisory lock, so nothing else of the member waits).
   */
  async lockMember(db: Db, userId: string): Promise<void> {
    await advisoryLock(db, `saved-searches:${userId}`);
  },

  async countOf(db: Db, userId: string): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    return row?.count ?? 0;
  },

  /** The member's saved searches, the newest first. */
  async listOf(db: Db, userId: string): Promise<SavedSearchRow[]> {
    return db
      .select(columns)
      .from(savedSearches)
      .leftJoin(reportTypes, eq(reportTypes.id, savedSearches.reportTypeId))
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  },

  /** One saved search, whoever owns it (the caller compares the owner), or undefined. */
  async find(db: Db, id: number): Promise<SavedSearchRow | undefined> {
    const [row] = await db
      .select(columns)
      .from(savedSearches)
      .leftJoin(reportTypes, eq(reportTypes.id, savedSearches.reportTypeId))
      .where(eq(savedSearches.id, id));
    return row;
  },

  /** The id of the report type of this name, if there is one. */
  async reportTypeNamed(db: Db, name: string): Promise<number | undefined> {
    const [row] = await db.select({ id: reportTypes.id }).from(reportTypes).where(eq(reportTypes.name, name));
    return row?.id;
  },

  async insert(
    db: Db,
    values: {
      userId: string;
      name: string;
      pdfSearch: string;
      reportTypeId: number | null;
      frequency: SavedSearchFrequency;
      at: Date;
    },
  ): Promise<number> {
    const [row] = await db
      .insert(savedSearches)
      .values({ ...values, createdAt: values.at, updatedAt: values.at })
      .returning({ id: savedSearches.id });
    return row!.id;
  },

  /** Changes the member's own saved search; false when they own none of this id. */
  async update(
    db: Db,
    id: number,
    userId: string,
    change: Partial<{
      name: string;
      pdfSearch: string;
      reportTypeId: number | null;
      frequency: SavedSearchFrequency;
    }>,
    at: Date,
  ): Promise<boolean> {
    const rows = await db
      .update(savedSearches)
      .set({ ...change, updatedAt: at })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id });
    return rows.length > 0;
  },

  /** Drops the search's matches no mail named yet: they were matched by words or a filter it no longer has. */
  async dropWaitingMatches(db: Db, savedSearchId: number): Promise<void> {
    await db
      .delete(savedSearchMatches)
      .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), isNull(savedSearchMatches.sentAt)));
  },

  /** Deletes the member's own saved search (its waiting matches with it); false when they own none of this id. */
  async remove(db: Db, id: number, userId: string): Promise<boolean> {
    const rows = await db
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id });
    return rows.length > 0;
  },

  /**
   * Matches a new report against every saved search in one statement (each search's query against the report's
   * search vector, and its report type filter) and records each match once; answers the matches not recorded
   * before, with each search's owner and frequency.
   */
  async recordMatches(db: Db, reportId: number, at: Date) {
    const matched = await db
      .insert(savedSearchMatches)
      .select(
        db
          .select({
            savedSearchId: savedSearches.id,
            reportId: reports.id,
            matchedAt: sql<Date>`${at.toISOString()}::timestamptz`.as('matched_at'),
            sentAt: sql<Date | null>`null::timestamptz`.as('sent_at'),
          })
          .from(reports)
          .innerJoin(
            savedSearches,
            and(
              or(isNull(savedSearches.reportTypeId), eq(savedSearches.reportTypeId, reports.reportTypeId)),
              sql`${reports.searchVector} @@ ${savedSearches.query}`,
            ),
          )
          .where(eq(reports.id, reportId)),
      )
      .onConflictDoNothing()
      .returning({ savedSearchId: savedSearchMatches.savedSearchId });
    const ids = matched.map((row) => row.savedSearchId);
    if (ids.length === 0) return [];
    return db
      .select({
        savedSearchId: savedSearches.id,
        userId: savedSearches.userId,
        frequency: sql<SavedSearchFrequency>`${savedSearches.frequency}`,
      })
      .from(savedSearches)
      .where(inArray(savedSearches.id, ids))
      .orderBy(asc(savedSearches.id));
  },

  /** The reports the saved search matched that no mail named yet, the newest publication first. */
  async waitingMatches(db: Db, savedSearchId: number): Promise<number[]> {
    const rows = await db
      .select({ reportId: savedSearchMatches.reportId })
      .from(savedSearchMatches)
      .innerJoin(reports, eq(reports.id, savedSearchMatches.reportId))
      .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), isNull(savedSearchMatches.sentAt)))
      .orderBy(desc(reports.publishedAt), desc(reports.id));
    return rows.map((row) => row.reportId);
  },

  /** Drops waiting matches that no mail will name (their reports left the library). */
  async dropMatches(db: Db, savedSearchId: number, reportIds: readonly number[]): Promise<void> {
    if (reportIds.length === 0) return;
    await db
      .delete(savedSearchMatches)
      .where(
        and(
          eq(savedSearchMatches.savedSearchId, savedSearchId),
          inArray(savedSearchMatches.reportId, [...reportIds]),
          isNull(savedSearchMatches.sentAt),
        ),
      );
  },

  /** Marks these waiting matches as sent and answers the ones claimed: one run sends each, once. */
  async claimMatches(db: Db, savedSearchId: number, reportIds: readonly number[], at: Date) {
    if (reportIds.length === 0) return [];
    const rows = await db
      .update(savedSearchMatches)
      .set({ sentAt: at })
      .where(
        and(
          eq(savedSearchMatches.savedSearchId, savedSearchId),
          inArray(savedSearchMatches.reportId, [...reportIds]),
          isNull(savedSearchMatches.sentAt),
        ),
      )
      .returning({ reportId: savedSearchMatches.reportId });
    return rows.map((row) => row.reportId);
  },

  /** Gives claims back (the mail could not be handed over): the retry sends them. */
  async releaseMatches(db: Db, savedSearchId: number, reportIds: readonly number[]): Promise<void> {
    if (reportIds.length === 0) return;
    await db
      .update(savedSearchMatches)
      .set({ sentAt: null })
      .where(
        and(
          eq(savedSearchMatches.savedSearchId, savedSearchId),
          inArray(savedSearchMatches.reportId, [...reportIds]),
        ),
      );
  },
};
