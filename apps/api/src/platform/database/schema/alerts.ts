import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { reportTypes } from './catalogue.js';
import { tsquery } from './columns.js';
import { reports } from './reports.js';

/**
 * The alerts area's tables (issue 42): members' alert settings, the alerts each report gave, saved searches and their
 * matches, and correction notices.
 */

export const alertFrequency = pgEnum('alert_frequency', ['immediate', 'daily', 'weekly', 'off']);

/** A member's own settings: the time zone their digests keep 07:00 in (UTC until one is given). */
export const alertSettings = pgTable('alert_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A frequency a member chose for a report type; without a row, the type's cadence decides. */
export const alertPreferences = pgTable(
  'alert_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportTypeId: integer('report_type_id')
      .notNull()
      .references(() => reportTypes.id, { onDelete: 'cascade' }),
    frequency: alertFrequency('frequency').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.reportTypeId] })],
);

/**
 * One member told (or to be told) of one report: at most one row, so a report is never announced to a member twice
 * (a re-publication, a retried job, two workers). `frequency` is how: at once or in a digest; `sentAt` is set as
 * the mail leaves.
 */
export const reportAlerts = pgTable(
  'report_alerts',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: alertFrequency('frequency').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.reportId, table.userId] }),
    index('report_alerts_waiting_idx')
      .on(table.userId, table.frequency)
      .where(sql`${table.sentAt} is null`),
  ],
);

/**
 * An archive search a member keeps (issue 42): its words and report type filter as the archive takes them, and
 * `query`, the words as Postgres reads them, which each new report is matched against in one statement.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pdfSearch: text('pdf_search').notNull(),
    reportTypeId: integer('report_type_id').references(() => reportTypes.id, { onDelete: 'cascade' }),
    frequency: alertFrequency('frequency').notNull(),
    query: tsquery('query')
      .notNull()
      .generatedAlwaysAs(sql`websearch_to_tsquery('english'::regconfig, "pdf_search")`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId, table.id),
    check('saved_searches_frequency_told', sql`${table.frequency} <> 'off'`),
  ],
);

/**
 * A new report one saved search matched: one row, so a member hears of it once per search whatever runs twice.
 * `sentAt` is set as the mail naming it leaves.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.savedSearchId, table.reportId] }),
    index('saved_search_matches_waiting_idx')
      .on(table.savedSearchId)
      .where(sql`${table.sentAt} is null`),
  ],
);

/**
 * A correction notice (issue 42): sent once per replaced file of a report (`fileSha256`, the new file), with the
 * editor's note, to the members who downloaded an earlier file.
 */
export const correctionNotices = pgTable(
  'correction_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    fileSha256: text('file_sha256').notNull(),
    note: text('note'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('correction_notices_file_key').on(table.reportId, table.fileSha256)],
);

/** One member to be told of a correction: one row, so nobody hears of one twice. */
export const correctionRecipients = pgTable(
  'correction_recipients',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => correctionNotices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.noticeId, table.userId] })],
);
