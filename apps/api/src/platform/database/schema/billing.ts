import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tenants } from './accounts.js';
import { reportTypes, subscriptionTier } from './catalogue.js';
import { createdAt } from './columns.js';
import { orders } from './commerce.js';

/** The billing area's tables: subscriptions and their lifecycle's events. */

/** A subscription's lifecycle state (issue 17; @firm/domain SUBSCRIPTION_STATES). */
export const subscriptionState = pgEnum('subscription_state', [
  'active',
  'renewal_due',
  'renewed',
  'past_due',
  'grace',
  'expired',
  'cancelled',
]);

/** How a subscription is paid, at purchase and renewal; complimentary when staff granted it. */
export const subscriptionPayment = pgEnum('subscription_payment', [
  'card',
  'us_bank_account',
  'invoice',
  'complimentary',
]);

/**
 * An entitlement (DESIGN §4): a tenant's yearly subscription to a report type at a tier. Its members read while now
 * lies between start and `ends_at`; `paid_until` is the end of the paid period, which `ends_at` passes only during
 * grace (issue 17). Renewal moves both a year on. One row per tenant and type; its lifecycle
 * (docs/decisions/017-subscription-lifecycle.md) is `state`, moved by jobs.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    reportTypeId: integer('report_type_id')
      .notNull()
      .references(() => reportTypes.id, { onDelete: 'restrict' }),
    tier: subscriptionTier('tier').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    /** Why staff granted or extended it without an order (complimentary access); null when bought. */
    grantReason: text('grant_reason'),
    /** The end of the paid period: the renewal date. `ends_at` equals it except during grace. */
    paidUntil: timestamp('paid_until', { withTimezone: true }).notNull(),
    state: subscriptionState('state').notNull().default('active'),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    paymentMethod: subscriptionPayment('payment_method').notNull().default('complimentary'),
    /** The provider that holds the saved payment method (stripe, sandbox), its customer and payment method ids. */
    paymentProvider: text('payment_provider'),
    providerCustomerId: text('provider_customer_id'),
    providerPaymentMethodId: text('provider_payment_method_id'),
    /** The saved card or account in words ('Visa •••• 4242'). */
    paymentLabel: text('payment_label'),
    /** The tier the next period takes (a downgrade waiting for renewal); null when it stays. */
    renewalTier: subscriptionTier('renewal_tier'),
    /** The order that pays the next period (a renewal invoice, a failed charge), while it is open. */
    /**
     * The purchase-order number the organisation gave for the next renewal (issue 46): printed on the renewal's
     * invoice or receipt, and given up once the renewal order is placed (each period takes its own).
     */
    renewalPoNumber: text('renewal_po_number'),
    renewalOrderId: uuid('renewal_order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'set null',
    }),
    /** Failed renewal charges of this period (card and bank payers). */
    renewalFailures: integer('renewal_failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('subscriptions_tenant_type_idx').on(table.tenantId, table.reportTypeId),
    check('subscriptions_period', sql`${table.endsAt} > ${table.startsAt}`),
    check('subscriptions_paid_until', sql`${table.endsAt} >= ${table.paidUntil}`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
