import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { teamRole, tenants, users } from './accounts.js';
import { subscriptions } from './billing.js';
import { createdAt } from './columns.js';

/** The team area's tables: invitations and seats. */

/**
 * An invitation to join an organisation (issue 15): mailed as a link to /invitation/<token>, valid 7 days, spent by
 * its acceptance. Only a SHA-256 of the token is stored; resending issues a new token (the old link stops working).
 * Its seats are reserved in seat_assignments until it is accepted (they pass to the new member), revoked or expires.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    role: teamRole('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('team_invitations_tenant_idx').on(table.tenantId)],
);

/**
 * A seat on a subscription (issue 15): held by a member, or reserved by an open invitation. A subscription has as
 * many as its tier (single 1, up to 3 users 3, enterprise unlimited); owners and admins assign them. The library,
 * files, archive and bookmarks follow these rows. One row per subscription and holder.
 */
export const seatAssignments = pgTable(
  'seat_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id').references(() => teamInvitations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('seat_assignments_subscription_user_idx').on(table.subscriptionId, table.userId),
    uniqueIndex('seat_assignments_subscription_invitation_idx').on(table.subscriptionId, table.invitationId),
    index('seat_assignments_user_idx').on(table.userId),
    index('seat_assignments_invitation_idx').on(table.invitationId),
    check('seat_assignments_one_holder', sql`num_nonnulls(${table.userId}, ${table.invitationId}) = 1`),
  ],
);
