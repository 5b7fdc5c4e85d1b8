import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from './accounts.js';

/** The activity area's table: the audit log of staff actions. */

/**
 * The audit log (issue 16): every back-office change of money, access or content, written in the change's own
 * transaction. Rows outlive the staff member and the organisation they name (their email and the organisation's
 * name are kept), and are never updated.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    tenantName: text('tenant_name'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('staff_actions_occurred_idx').on(table.occurredAt),
    index('staff_actions_staff_idx').on(table.staffUserId, table.occurredAt),
    index('staff_actions_tenant_idx').on(table.tenantId, table.occurredAt),
    index('staff_actions_action_idx').on(table.action, table.occurredAt),
  ],
);
