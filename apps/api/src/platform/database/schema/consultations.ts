import type { DateOverride, WeeklyHours } from '@firm/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './accounts.js';
import { orders } from './commerce.js';
import { createdAt } from './columns.js';

/**
 * The consultations area's tables (issue 43): the analysts who take sessions, with their availability, and the
 * sessions booked with them.
 */

/**
 * A staff member who takes consultations. The weekly hours and date overrides are wall-clock times in the
 * analyst's zone, read and written whole (validated by @firm/domain), so they are kept as documents.
 */
export const analysts = pgTable('analysts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id')
    .notNull()
    .unique('analysts_user_key')
    .references(() => users.id, { onDelete: 'restrict' }),
  photoUrl: text('photo_url'),
  expertise: text('expertise').array().notNull(),
  timeZone: text('time_zone').notNull(),
  meetingLink: text('meeting_link').notNull(),
  noticeMinutes: integer('notice_minutes').notNull(),
  bufferMinutes: integer('buffer_minutes').notNull(),
  dailyMax: integer('daily_max').notNull(),
  weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
  dateOverrides: jsonb('date_overrides').$type<DateOverride[]>().notNull(),
  /** Set when the analyst stops taking sessions; the sessions they gave stay theirs. */
  removedAt: timestamp('removed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * held: chosen and kept for its booker until `hold_expires_at` while they pay; booked: paid or covered; lapsed: a
 * hold that ran out or was given up; cancelled: a booking called off.
 */
export const consultationStatus = pgEnum('consultation_status', ['held', 'booked', 'lapsed', 'cancelled']);

/**
 * What paid for a booked session: a card, an invoice, the enterprise tier's monthly call, or a consultation credit
 * (issue 43; @firm/domain CONSULTATION_COVERS).
 */
export const consultationCover = pgEnum('consultation_cover', ['card', 'invoice', 'monthly_call', 'credit']);

/** What came of a session that took place, as staff mark it (@firm/domain SESSION_OUTCOMES). */
export const consultationOutcome = pgEnum('consultation_outcome', ['completed', 'no_show']);

/**
 * A session with an analyst, from its hold on. `occupied_until` is its end plus the analyst's buffer at the time:
 * the database refuses two held or booked sessions of one analyst whose [starts_at, occupied_until) overlap (the
 * exclusion constraint `consultations_no_overlap`, written in the migration: drizzle does not declare them).
 */
export const consultations = pgTable(
  'consultations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    analystId: integer('analyst_id')
      .notNull()
      .references(() => analysts.id, { onDelete: 'restrict' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lengthMinutes: integer('length_minutes').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    occupiedUntil: timestamp('occupied_until', { withTimezone: true }).notNull(),
    status: consultationStatus('status').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    priceCents: integer('price_cents').notNull(),
    /** The calendar invitation's SEQUENCE: raised with each change of time (RFC 5545). */
    sequence: integer('sequence').notNull().default(0),
    /** What paid for it, once booked. */
    coveredBy: consultationCover('covered_by'),
    /** When it was called off, and by whom (a client user). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /** The order that pays for it by card or bank, once the booker starts paying. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The booker's zone: their mails and reminders speak its time. */
    timeZone: text('time_zone').notNull(),
    topic: text('topic').notNull(),
    notes: text('notes').notNull(),
    /** What came of it, once it has started, as staff marked it, with their note. */
    outcome: consultationOutcome('outcome'),
    outcomeNote: text('outcome_note'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('consultations_analyst_starts_idx').on(table.analystId, table.startsAt),
    index('consultations_tenant_idx').on(table.tenantId, table.startsAt),
    uniqueIndex('consultations_order_idx').on(table.orderId),
    check('consultations_cover', sql`${table.status} <> 'booked' or ${table.coveredBy} is not null`),
    check(
      'consultations_times',
      sql`${table.endsAt} > ${table.startsAt} and ${table.occupiedUntil} >= ${table.endsAt}`,
    ),
    check('consultations_hold', sql`${table.status} <> 'held' or ${table.holdExpiresAt} is not null`),
  ],
);

/**
 * Consultation credits an organisation bought (issue 43): one row per paid order that held them, written when its
 * payment is announced (so once per order). A refund takes them back (`revoked_at`). What is left is the credits
 * of rows not revoked less the booked sessions covered by a credit.
 */
export const consultationCredits = pgTable(
  'consultation_credits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('consultation_credits_tenant_idx').on(table.tenantId),
    check('consultation_credits_quantity', sql`${table.quantity} > 0`),
  ],
);

/**
 * The price of a session by its length (issue 43), set by an admin in the back office; a length without a row
 * costs what the firm's terms say (@firm/domain FirmTerms.consultationCents).
 */
export const consultationPrices = pgTable(
  'consultation_prices',
  {
    lengthMinutes: integer('length_minutes').primaryKey(),
    cents: integer('cents').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('consultation_prices_length', sql`${table.lengthMinutes} in (15, 30, 60)`),
    check('consultation_prices_cents', sql`${table.cents} > 0`),
  ],
);
