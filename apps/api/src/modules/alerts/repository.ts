import type { AlertFrequency, DigestFrequency } from '@firm/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import {
  alertPreferences,
  alertSettings,
  reportAlerts,
  reportTypes,
} from '../../platform/database/schema.js';

/** Every query of the alerts area: members' settings and the alerts each report gave. */
export const alertsRepository = {
  /** The member's time zone, if one was given. */
  async timeZoneOf(db: Db, userId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ timeZone: alertSettings.timeZone })
      .from(alertSettings)
      .where(eq(alertSettings.userId, userId));
    return row?.timeZone;
  },

  /** The time zones of these members that gave one, by user id. */
  async timeZonesOf(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ userId: alertSettings.userId, timeZone: alertSettings.timeZone })
      .from(alertSettings)
      .where(inArray(alertSettings.userId, [...userIds]));
    return new Map(rows.map((row) => [row.userId, row.timeZone]));
  },

  async setTimeZone(db: Db, userId: string, timeZone: string, at: Date): Promise<void> {
    await db
      .insert(alertSettings)
      .values({ userId, timeZone, updatedAt: at })
      .onConflictDoUpdate({ target: alertSettings.userId, set: { timeZone, updatedAt: at } });
  },

  /** Keeps `timeZone` unless the member has one already (the browser's zone, sent at each sign-in). */
  async keepFirstTimeZone(db: Db, userId: string, timeZone: string, at: Date): Promise<void> {
    await db.insert(alertSettings).values({ userId, timeZone, updatedAt: at }).onConflictDoNothing();
  },

  /** The report types with their names and cadences, for these ids. */
  async typesOf(db: Db, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: reportTypes.id, name: reportTypes.name, cadence: reportTypes.cadence })
      .from(reportTypes)
      .where(inArray(reportTypes.id, [...ids]))
      .orderBy(asc(reportTypes.position), asc(reportTypes.id));
  },

  /** The frequencies the member chose, by report type id. */
  async chosenBy(db: Db, userId: string): Promise<Map<number, AlertFrequency>> {
    const rows = await db
      .select({ reportTypeId: alertPreferences.reportTypeId, frequency: alertPreferences.frequency })
      .from(alertPreferences)
      .where(eq(alertPreferences.userId, userId));
    return new Map(rows.map((row) => [row.reportTypeId, row.frequency]));
  },

  /** What these members chose for one type, by user id (those who chose nothing are missing). */
  async chosenForType(db: Db, reportTypeId: number, userIds: readonly string[]) {
    if (userIds.length === 0) return new Map<string, AlertFrequency>();
    const rows = await db
      .select({ userId: alertPreferences.userId, frequency: alertPreferences.frequency })
      .from(alertPreferences)
      .where(
        and(eq(alertPreferences.reportTypeId, reportTypeId), inArray(alertPreferences.userId, [...userIds])),
      );
    return new Map(rows.map((row) => [row.userId, row.frequency]));
  },

  async choose(db: Db, userId: string, reportTypeId: number, frequency: AlertFrequency, at: Date) {
    await db
      .insert(alertPreferences)
      .values({ userId, reportTypeId, frequency, updatedAt: at })
      .onConflictDoUpdate({
        target: [alertPreferences.userId, alertPreferences.reportTypeId],
        set: { frequency, updatedAt: at },
      });
  },

  /**
   * Records that these members are to hear of the report, each by their frequency; answers the ones not recorded
   * before (a member is told of a report once, whatever runs twice).
   */
  async recordAlerts(
    db: Db,
    reportId: number,
    recipients: readonly { userId: string; frequency: Exclude<AlertFrequency, 'off'> }[],
    at: Date,
  ): Promise<{ userId: string; frequency: Exclude<AlertFrequency, 'off'> }[]> {
    const fresh: { userId: string; frequency: Exclude<AlertFrequency, 'off'> }[] = [];
    // In slices: one statement's parameters are limited (65,535 on Postgres).
    for (let start = 0; start < recipients.length; start += 1000) {
      const rows = await db
        .insert(reportAlerts)
        .values(recipients.slice(start, start + 1000).map((one) => ({ reportId, ...one, queuedAt: at })))
        .onConflictDoNothing()
        .returning({ userId: reportAlerts.userId, frequency: reportAlerts.frequency });
      for (const row of rows) {
        if (row.frequency !== 'off') fresh.push({ userId: row.userId, frequency: row.frequency });
      }
    }
    return fresh;
  },

  /**
   * Marks these members' alerts of the report as sent, where they were not already; answers the members claimed:
   * only their mails may leave (a retried or doubled job finds the others marked).
   */
  async claimSends(db: Db, reportId: number, userIds: readonly string[], at: Date): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await db
      .update(reportAlerts)
      .set({ sentAt: at })
      .where(
        and(
          eq(reportAlerts.reportId, reportId),
          inArray(reportAlerts.userId, [...userIds]),
          isNull(reportAlerts.sentAt),
        ),
      )
      .returning({ userId: reportAlerts.userId });
    return rows.map((row) => row.userId);
  },

  /**
   * Gives claims back (their mails could not be handed over): the retry may send them. Each side is one member's
   * digest (several reports) or one report's members.
   */
  async releaseClaims(db: Db, reportIds: readonly number[], userIds: readonly string[]): Promise<void> {
    if (reportIds.length === 0 || userIds.length === 0) return;
    await db
      .update(reportAlerts)
      .set({ sentAt: null })
      .where(and(inArray(reportAlerts.reportId, [...reportIds]), inArray(reportAlerts.userId, [...userIds])));
  },

  /** Drops members' waiting alerts of a report they no longer read (or that left the library): nobody's to send. */
  async dropAlerts(db: Db, reportId: number, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await db
      .delete(reportAlerts)
      .where(
        and(
          eq(reportAlerts.reportId, reportId),
          inArray(reportAlerts.userId, [...userIds]),
          isNull(reportAlerts.sentAt),
        ),
      );
  },

  /** The reports of the member's alerts waiting for a digest of this frequency, in the order they were queued. */
  async waitingFor(db: Db, userId: string, frequency: DigestFrequency): Promise<number[]> {
    const rows = await db
      .select({ reportId: reportAlerts.reportId })
      .from(reportAlerts)
      .where(
        and(
          eq(reportAlerts.userId, userId),
          eq(reportAlerts.frequency, frequency),
          isNull(reportAlerts.sentAt),
        ),
      )
      .orderBy(asc(reportAlerts.queuedAt), asc(reportAlerts.reportId));
    return rows.map((row) => row.reportId);
  },

  /**
   * Claims these waiting alerts of the member's digest (marks them sent) and answers the reports claimed: one
   * caller gets each, once.
   */
  async claimDigest(db: Db, userId: string, frequency: DigestFrequency, reportIds: number[], at: Date) {
    if (reportIds.length === 0) return [];
    const claimed = await db
      .update(reportAlerts)
      .set({ sentAt: at })
      .where(
        and(
          eq(reportAlerts.userId, userId),
          eq(reportAlerts.frequency, frequency),
          inArray(reportAlerts.reportId, reportIds),
          isNull(reportAlerts.sentAt),
        ),
      )
      .returning({ reportId: reportAlerts.reportId });
    return claimed.map((row) => row.reportId);
  },

  /** For each of these reports that has alerts: how many were sent (and when the first and last left) and wait. */
  async alertSummaries(db: Db, reportIds: readonly number[]) {
    if (reportIds.length === 0) return [];
    return db
      .select({
        reportId: reportAlerts.reportId,
        told: sql<number>`(count(*) filter (where ${reportAlerts.sentAt} is not null))::int`,
        waiting: sql<number>`(count(*) filter (where ${reportAlerts.sentAt} is null))::int`,
        firstAt: sql<Date | null>`min(${reportAlerts.sentAt})`.mapWith(reportAlerts.sentAt),
        lastAt: sql<Date | null>`max(${reportAlerts.sentAt})`.mapWith(reportAlerts.sentAt),
      })
      .from(reportAlerts)
      .where(inArray(reportAlerts.reportId, [...reportIds]))
      .groupBy(reportAlerts.reportId);
  },
};
