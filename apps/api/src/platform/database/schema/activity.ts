import { bigint, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from './accounts.js';

/**
 * The activity area's table: one record of who changed what, read as the audit log, the team's history and the
 * organisation's timeline.
 */

/** Who acted: a client's user, a staff member, or the server itself (a job, the command line, a purchase). */
export const actorKind = pgEnum('actor_kind', ['client', 'staff', 'system']);

/**
 * Every recorded change (issue 40): of membership, role or seat (issue 15), of a subscription's lifecycle (issue
 * 17) and every back-office change of money, access or content (issue 16), one row each, written in the change's
 * own transaction and never updated. The audit log reads the back office's actions, the team's history its
 * organisation's changes of people and seats, the client timeline all of an organisation's rows. Rows outlive the
 * people and the organisation they name: the actor's email, the organisation's name and the subject's label are
 * copied.
 */
export const activity = pgTable(
  'activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order rows were written in: the rows of one moment are read in it. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    actorKind: actorKind('actor_kind').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's email at the time; for the server, what acted ('system', 'cli'); null for a job of the lifecycle. */
    actorEmail: text('actor_email'),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    tenantName: text('tenant_name'),
    /** What changed: user, invitation, organisation, subscription, order, report, report_type, promo_code, … */
    subjectType: text('subject_type').notNull(),
    /** Its id; null for an invitation (known by its address) or the organisation's company fields. */
    subjectId: text('subject_id'),
    /** How people know it: a member's email, a subscription's report type. */
    subjectLabel: text('subject_label'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('activity_occurred_idx').on(table.occurredAt, table.seq),
    index('activity_actor_idx').on(table.actorUserId, table.occurredAt, table.seq),
    index('activity_tenant_idx').on(table.tenantId, table.occurredAt, table.seq),
    index('activity_action_idx').on(table.action, table.occurredAt, table.seq),
    index('activity_subject_idx').on(table.subjectType, table.subjectId, table.occurredAt, table.seq),
  ],
);

export type ActivityRow = typeof activity.$inferSelect;
