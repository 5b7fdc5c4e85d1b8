import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** The catalogue area's tables: the report types, and the licence tiers they are sold in. */

/** A licence tier (SPEC §3), as a subscription and an order line hold it. */
export const subscriptionTier = pgEnum('subscription_tier', [
  'subscription_price_for_single_user',
  'subscription_price_for_upto_3_user',
  'subscription_price_for_enterprise',
]);

/** How often a type's reports appear (issue 42): it sets a member's alerts until they choose. */
export const reportCadence = pgEnum('report_cadence', ['weekly', 'in_depth']);

/**
 * What clients subscribe to (SPEC §3). A top-level type may group nested types (parent_id); a type is sold when
 * it has a yearly price for every tier. Prices are integer cents.
 */
export const reportTypes = pgTable(
  'report_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => reportTypes.id, { onDelete: 'restrict' }),
    name: text('name').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceSingleCents: integer('price_single_cents'),
    priceUpTo3Cents: integer('price_upto_3_cents'),
    priceEnterpriseCents: integer('price_enterprise_cents'),
    /** The price of one of the type's archived reports, bought alone (issue 44); null where none is sold alone. */
    priceArchivedReportCents: integer('price_archived_report_cents'),
    position: integer('position').notNull().default(0),
    cadence: reportCadence('cadence').notNull().default('weekly'),
    /** The type's picture in the file store, uploaded in the back office; null shows the group's drawing. */
    imageKey: text('image_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('report_types_parent_idx').on(table.parentId),
    check(
      'report_types_prices_not_negative',
      sql`coalesce(${table.priceSingleCents}, 0) >= 0 and coalesce(${table.priceUpTo3Cents}, 0) >= 0 and coalesce(${table.priceEnterpriseCents}, 0) >= 0 and coalesce(${table.priceArchivedReportCents}, 0) >= 0`,
    ),
  ],
);

export type ReportTypeRow = typeof reportTypes.$inferSelect;
