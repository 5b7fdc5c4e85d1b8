import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './accounts.js';
import { createdAt } from './columns.js';
import { orders } from './commerce.js';
import { analysts } from './consultations.js';

/**
 * The courses area's tables (issue 44, docs/decisions/036): the courses the firm teaches, their sessions, and the
 * participants organisations name for the seats they bought.
 */

export const courseLevel = pgEnum('course_level', ['introductory', 'intermediate', 'advanced']);
export const courseFormat = pgEnum('course_format', ['virtual', 'in_person']);

/** What is taught: title, description, level and the commodity it is about (@firm/domain COMMODITIES). */
export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    level: courseLevel('level').notNull(),
    commodity: text('commodity').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'courses_commodity',
      sql`${table.commodity} in ('coffee', 'cocoa', 'sugar', 'cotton', 'orange-juice')`,
    ),
  ],
);

/**
 * One run of a course: consecutive calendar days with the same daily hours, wall-clock in `time_zone`.
 * `starts_at` and `ends_at` are the first day's start and the last day's end as instants (kept with the days, so
 * the sessions to come are found by an index).
 */
export const courseSessions = pgTable(
  'course_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    /** 'HH:mm', each day. */
    dailyStart: text('daily_start').notNull(),
    dailyEnd: text('daily_end').notNull(),
    timeZone: text('time_zone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    format: courseFormat('format').notNull(),
    place: text('place'),
    joiningLink: text('joining_link'),
    capacity: integer('capacity').notNull(),
    priceCents: integer('price_cents').notNull(),
    analystId: integer('analyst_id')
      .notNull()
      .references(() => analysts.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('course_sessions_starts_idx').on(table.startsAt),
    index('course_sessions_course_idx').on(table.courseId),
    check('course_sessions_days', sql`${table.lastDay} >= ${table.firstDay}`),
    check('course_sessions_times', sql`${table.endsAt} > ${table.startsAt}`),
    check('course_sessions_capacity', sql`${table.capacity} > 0`),
    check('course_sessions_price', sql`${table.priceCents} > 0`),
    check(
      'course_sessions_where',
      sql`(${table.format} = 'in_person' and ${table.place} is not null) or (${table.format} = 'virtual' and ${table.joiningLink} is not null)`,
    ),
  ],
);

/**
 * A person an organisation named for one of its paid seats of a session: a member of its team (`userId`) or an
 * outside address. Each address once per session while named; `removedAt` when the organisation swapped them out.
 * `sequence` is their calendar invitation's (RFC 5545 SEQUENCE), raised when it is cancelled.
 */
export const courseParticipants = pgTable(
  'course_participants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => courseSessions.id, { onDelete: 'restrict' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('course_participants_named_idx')
      .on(table.sessionId, table.email)
      .where(sql`${table.removedAt} is null`),
    index('course_participants_tenant_idx').on(table.tenantId, table.sessionId),
    check('course_participants_email', sql`${table.email} = lower(${table.email})`),
  ],
);

export type CourseParticipantRow = typeof courseParticipants.$inferSelect;

export const waitingListState = pgEnum('course_waitlist_state', [
  'waiting',
  'offered',
  'fulfilled',
  'declined',
  'lapsed',
]);

/**
 * An organisation's place on a full session's waiting list (decision 036): the member who asked and the seats
 * wanted, served first come, first served. One live entry (waiting or offered) per organisation and session; an
 * entry that ended (fulfilled by an order, declined, lapsed) stays as it was.
 */
export const courseWaitlistEntries = pgTable(
  'course_waitlist_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => courseSessions.id, { onDelete: 'restrict' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    seats: integer('seats').notNull(),
    state: waitingListState('state').notNull().default('waiting'),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('course_waitlist_live_idx')
      .on(table.sessionId, table.tenantId)
      .where(sql`${table.state} in ('waiting', 'offered')`),
    index('course_waitlist_line_idx').on(table.sessionId, table.id),
    index('course_waitlist_tenant_idx').on(table.tenantId),
    check('course_waitlist_seats', sql`${table.seats} between 1 and 50`),
  ],
);

export type CourseWaitlistEntryRow = typeof courseWaitlistEntries.$inferSelect;

export const seatOfferState = pgEnum('course_seat_offer_state', ['open', 'accepted', 'declined', 'expired']);

/**
 * Seats offered to a waiting entry (decision 036): held for its organisation until `expires_at` while `open` (they
 * count as taken for everyone else). An order of the organisation for the session accepts it (`order_id`, once:
 * the order's later cancellation never opens it again); declined or expired, the entry ends and the next is offered.
 */
export const courseSeatOffers = pgTable(
  'course_seat_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer('entry_id')
      .notNull()
      .unique()
      .references(() => courseWaitlistEntries.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => courseSessions.id, { onDelete: 'restrict' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    seats: integer('seats').notNull(),
    state: seatOfferState('state').notNull().default('open'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('course_seat_offers_open_idx')
      .on(table.sessionId, table.expiresAt)
      .where(sql`${table.state} = 'open'`),
    uniqueIndex('course_seat_offers_order_idx').on(table.orderId, table.sessionId),
    check('course_seat_offers_seats', sql`${table.seats} > 0`),
    check('course_seat_offers_accepted', sql`(${table.state} = 'accepted') = (${table.orderId} is not null)`),
  ],
);

export type CourseSeatOfferRow = typeof courseSeatOffers.$inferSelect;

/**
 * A PDF staff uploaded to a session for its participants (decision 036): kept in the file store under `file_key`,
 * delivered stamped with its reader through a signed link. Removing it deletes the row; the file leaves the store
 * once that has committed.
 */
export const courseMaterials = pgTable(
  'course_materials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => courseSessions.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull().unique(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('course_materials_session_idx').on(table.sessionId, table.id),
    check('course_materials_size', sql`${table.sizeBytes} > 0`),
  ],
);

export type CourseMaterialRow = typeof courseMaterials.$inferSelect;
