import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './accounts.js';
import { reportTypes } from './catalogue.js';
import { orders } from './commerce.js';
import { createdAt, tsvector } from './columns.js';

/** The reports area's tables: reports, their search terms and passages, bookmarks and file deliveries. */

/**
 * A report (SPEC §3): its text, counted words, summary and the stored PDF. `fileSha256` makes an import of the
 * same file a no-op. Reports belong to a type that is sold (a leaf of the catalogue).
 */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportTypeId: integer('report_type_id')
      .notNull()
      .references(() => reportTypes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    totalWordCount: integer('total_word_count').notNull(),
    wordFrequency: jsonb('word_frequency').$type<Record<string, number>>().notNull(),
    /** Where the PDF lives in the file store, relative to its root. */
    fileKey: text('file_key').notNull(),
    fileSha256: text('file_sha256').notNull().unique(),
    fileSize: integer('file_size').notNull(),
    /** When staff last replaced the PDF (issue 42); null while it is the file first uploaded. */
    fileReplacedAt: timestamp('file_replaced_at', { withTimezone: true }),
    /** Set when staff unpublish the report: it leaves the library, the archive and downloads until published again. */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * The archive search document (DESIGN §4): name weighs most, then summary, then content. Stored, so ranking
     * reads it instead of parsing every matching report's text again. '<' is read as a space: the parser would
     * otherwise skip tag-shaped text (and whole <script> elements), which the archive shows as plain text.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, replace("name", '<', ' ')), 'A') || setweight(to_tsvector('english'::regconfig, replace("summary", '<', ' ')), 'B') || setweight(to_tsvector('english'::regconfig, replace("content", '<', ' ')), 'C')`,
      ),
  },
  (table) => [
    index('reports_type_idx').on(table.reportTypeId),
    index('reports_published_idx').on(table.publishedAt),
    // (reports_published_types_idx, made in migration 0020: the published reports' ids and types, for searches.)
    // The library's default order (newest first), of the reports clients see.
    index('reports_library_order_idx')
      .on(table.publishedAt.desc().nullsLast(), table.id.desc())
      .where(sql`${table.unpublishedAt} is null`),
    index('reports_created_idx').on(table.createdAt),
    // Without the pending list a bulk import leaves the index usable at once (no VACUUM needed first).
    index('reports_search_idx').using('gin', table.searchVector).with({ fastupdate: false }),
  ],
);

/**
 * Each report's search terms with the rank a search for that term alone gives it (`ts_rank_cd` of its search vector),
 * kept by a trigger whenever a report's search vector is written (migration 0020, docs/decisions/018). A one-word
 * search counts and ranks its matches here instead of reading every matching report's whole vector. Its key
 * (lexeme, report_id, with the score included) is made in that migration.
 */
export const reportTerms = pgTable('report_terms', {
  lexeme: text('lexeme').notNull(),
  reportId: integer('report_id').notNull(),
  score: real('score').notNull(),
});

/**
 * A report's content in passages of about 60 words, kept by a trigger whenever a report's content is written
 * (migration 0008). Highlights are made from the few passages that match best, instead of the whole report.
 */
export const reportPassages = pgTable(
  'report_passages',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, replace("text", '<', ' '))`),
  },
  (table) => [
    primaryKey({ columns: [table.reportId, table.position] }),
    index('report_passages_search_idx').using('gin', table.searchVector).with({ fastupdate: false }),
  ],
);

/** A user's bookmark of a report (SPEC §4 bookmark toggle). */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('bookmarks_user_report_idx').on(table.userId, table.reportId)],
);

/** Every file handed out (DESIGN §4: downloads are logged), with who, what, how and from where. */
export const fileDeliveries = pgTable(
  'file_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    operation: text('operation', { enum: ['view', 'download'] }).notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index('file_deliveries_report_idx').on(table.reportId)],
);

export type ReportRow = typeof reports.$inferSelect;

/**
 * A single-report licence (issue 44): an archived report the organisation bought alone, through the order that paid
 * for it. It has no end: the organisation's members and admins open the report for as long as it is not revoked
 * (the order refunded). One live licence per organisation and report.
 */
export const reportLicences = pgTable(
  'report_licences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When the licence was taken back (its order refunded); null while it is held. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('report_licences_live_idx')
      .on(table.tenantId, table.reportId)
      .where(sql`${table.revokedAt} is null`),
    uniqueIndex('report_licences_order_report_idx').on(table.orderId, table.reportId),
  ],
);

export type ReportLicenceRow = typeof reportLicences.$inferSelect;
