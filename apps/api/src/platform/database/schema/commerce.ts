import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './accounts.js';
import { subscriptions } from './billing.js';
import { reportTypes, subscriptionTier } from './catalogue.js';
import { createdAt } from './columns.js';
import { courseSessions } from './courses.js';
import { reports } from './reports.js';

/** The commerce area's tables: carts, promo codes, orders, their lines and payment events. */

/**
 * What a cart or order line sells: a year of a report type at a tier, consultation credits (issue 43), one
 * archived report bought alone, or seats of a course session (issue 44).
 */
export const lineKind = pgEnum('line_kind', [
  'subscription',
  'consultation_credit',
  'archived_report',
  'course_seats',
]);

/**
 * A subscription line names its type and tier and is one; a credits line names neither and counts 1 to 10; an
 * archived report's line names the report only and is one; a course's line names its session only and counts its
 * seats, 1 to 50. (The last two compare the kind as text: a value added to the enum cannot be used as one in the
 * transaction that adds it, where the migration makes this check.)
 */
const lineShape = (table: {
  kind: AnyPgColumn;
  reportTypeId: AnyPgColumn;
  reportId: AnyPgColumn;
  courseSessionId: AnyPgColumn;
  tier: AnyPgColumn;
  quantity: AnyPgColumn;
}) =>
  sql`(${table.kind} = 'subscription' and ${table.reportTypeId} is not null and ${table.tier} is not null and ${table.reportId} is null and ${table.courseSessionId} is null and ${table.quantity} = 1)
    or (${table.kind} = 'consultation_credit' and ${table.reportTypeId} is null and ${table.tier} is null and ${table.reportId} is null and ${table.courseSessionId} is null and ${table.quantity} between 1 and 10)
    or (${table.kind}::text = 'archived_report' and ${table.reportId} is not null and ${table.reportTypeId} is null and ${table.tier} is null and ${table.courseSessionId} is null and ${table.quantity} = 1)
    or (${table.kind}::text = 'course_seats' and ${table.courseSessionId} is not null and ${table.reportTypeId} is null and ${table.tier} is null and ${table.reportId} is null and ${table.quantity} between 1 and 50)`;

/**
 * A line of a user's cart (SPEC §3/§7 reports/cart/): a report type at a licence tier, once per type, or the
 * user's consultation credits (one such line). `priceCents` is the line's price when it was priced (added, or its
 * tier or quantity changed): a price change in the back office applies to new carts, and a cart priced before it
 * says so at checkout (issue 16).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: lineKind('kind').notNull().default('subscription'),
    reportTypeId: integer('report_type_id').references(() => reportTypes.id, { onDelete: 'cascade' }),
    tier: subscriptionTier('tier'),
    /** The report of an archived report's line (issue 44). */
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'cascade' }),
    /** The session of a course's line (issue 44); `quantity` is its seats. */
    courseSessionId: integer('course_session_id').references(() => courseSessions.id, {
      onDelete: 'cascade',
    }),
    quantity: integer('quantity').notNull().default(1),
    /** Null for lines priced before prices were kept with the line: they take the type's current price. */
    priceCents: integer('price_cents'),
    /** When `priceCents` was given (the clock's time); a kept price holds for 30 days from then (decision 016). */
    pricedAt: timestamp('priced_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cart_items_user_type_idx').on(table.userId, table.reportTypeId),
    uniqueIndex('cart_items_user_report_idx').on(table.userId, table.reportId),
    uniqueIndex('cart_items_user_session_idx').on(table.userId, table.courseSessionId),
    uniqueIndex('cart_items_user_credits_idx')
      .on(table.userId)
      .where(sql`${table.kind} = 'consultation_credit'`),
    check('cart_items_shape', lineShape(table)),
  ],
);

export const couponKind = pgEnum('coupon_kind', ['percent', 'fixed']);

/**
 * A promo (event) code (SPEC §7 apply-coupon): a percentage or a fixed amount off, valid in a window, for at most
 * so many orders, on orders of at least a minimum amount. Codes are stored in upper case.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    kind: couponKind('kind').notNull(),
    /** For a percent coupon: 1 to 100. */
    percentOff: integer('percent_off'),
    /** For a fixed coupon: cents off. */
    amountOffCents: integer('amount_off_cents'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    minAmountCents: integer('min_amount_cents').notNull().default(0),
    /**
     * The kinds of line the code takes money off, and whose total its minimum counts (issue 44); empty for every
     * kind.
     */
    appliesTo: lineKind('applies_to')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Set when staff deactivate the code: it applies to no cart from then on; orders placed with it keep it. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'coupons_amount',
      sql`(${table.kind} = 'percent' and ${table.percentOff} between 1 and 100 and ${table.amountOffCents} is null)
        or (${table.kind} = 'fixed' and ${table.amountOffCents} > 0 and ${table.percentOff} is null)`,
    ),
    check('coupons_limits', sql`coalesce(${table.maxRedemptions}, 1) > 0 and ${table.minAmountCents} >= 0`),
  ],
);

/** The promo code applied to a user's cart (issue 7: remembered with the cart until the order is placed). */
export const cartCoupons = pgTable('cart_coupons', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id')
    .notNull()
    .references(() => coupons.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Order numbers: SO-<year>-<number from this sequence>. */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 1001 });

/**
 * The last number given in each series of the firm's numbered documents, per calendar year of the firm (issue 46):
 * invoices (INV), and credit notes to come (CN). A number is taken by raising its row in the issuing transaction:
 * issuers of one series wait for each other there, and a rolled-back issue gives its number back, so the numbers of
 * a year run without gaps.
 */
export const documentNumbers = pgTable(
  'document_numbers',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

export const orderStatus = pgEnum('order_status', [
  'pending',
  'processing',
  'paid',
  'failed',
  'cancelled',
  /** Paid, then refunded in full by staff through the payment provider. */
  'refunded',
]);

export const orderMethod = pgEnum('order_method', ['card', 'us_bank_account', 'invoice']);

/** What an order pays for (issue 17; @firm/domain ORDER_KINDS). */
export const orderKind = pgEnum('order_kind', ['purchase', 'renewal', 'upgrade', 'late_fee', 'consultation']);

/**
 * An order: what a user's cart held when they chose to pay, priced on the server, and how it is paid. `cartKey`
 * names the cart's lines, tiers and coupon, so asking twice to pay the same cart finds the same order. A card or
 * bank order has its provider's payment intent; an invoice order has its invoice number and due date.
 */
/** An organisation's billing details as an order froze them (orders.buyer). */
export interface FrozenBuyer {
  legalName: string;
  /** The address as printed: street, second line, city with state and postal code, country. */
  addressLines: string[];
  /**
   * The same address in its parts, for e-invoices (issue 46); absent on orders placed before e-invoices, whose
   * e-invoice carries the printed lines instead.
   */
  postalAddress?: {
    street: string;
    line2: string | null;
    city: string;
    state: string | null;
    postalCode: string | null;
  };
  /** ISO 3166 alpha-2. */
  country: string;
  taxIdKind: string | null;
  taxId: string | null;
  apEmails: string[];
}

/**
 * The tax an order was charged, as its invoice and receipt print it (issue 46): how it was decided, where the buyer
 * was (country, US state), a line per rate (Stripe Tax may give several; a kept rate one) and, for a reverse charge,
 * the words that say why there is none.
 */
export interface OrderTax {
  treatment: 'none' | 'rate' | 'reverse_charge' | 'stripe';
  country: string | null;
  region: string | null;
  lines: { label: string; rate: number; amountCents: number }[];
  note: string | null;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull().default('pending'),
    method: orderMethod('method').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** The tax on what is left after the discount (issue 46); the total includes it. */
    taxCents: integer('tax_cents').notNull().default(0),
    /** How the tax was decided and its lines; null for orders placed before tax was kept. */
    tax: jsonb('tax').$type<OrderTax>(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    cartKey: text('cart_key').notNull(),
    billing: jsonb('billing').$type<{
      username: string;
      company: string;
      email: string;
      country: string;
      zipcode?: string | undefined;
    }>(),
    /** The buyer's purchase-order number (issue 46), printed on the invoice or receipt. */
    poNumber: text('po_number'),
    /**
     * Whom the invoice is made out to, from the organisation's billing details as they stood when the order was
     * placed (issue 46): a later change of the details never changes an issued invoice. Null when it had none.
     */
    buyer: jsonb('buyer').$type<FrozenBuyer>(),
    provider: text('provider'),
    paymentIntentId: text('payment_intent_id').unique(),
    clientSecret: text('client_secret'),
    invoiceNumber: text('invoice_number').unique(),
    invoiceDueAt: timestamp('invoice_due_at', { withTimezone: true }),
    /**
     * Until when a card or bank purchase awaiting payment may be paid, and holds its promo code's redemption
     * (docs/decisions/008; issue 39): 24 hours from placing, then it lapses. Null for an invoice (payable, and holding
     * its code, until paid or voided), for the billing view's orders (renewals, upgrades, late fees), and once the
     * order is cancelled. A paid order and a bank transfer settling hold their code whatever this says.
     */
    payableUntil: timestamp('payable_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When staff refunded a paid card order, and the provider's refund id. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundId: text('refund_id'),
    failureMessage: text('failure_message'),
    kind: orderKind('kind').notNull().default('purchase'),
    /**
     * What an order without report types pays for, as its invoice and receipt print it ('30-minute consultation
     * with …'); null for the others, whose lines say it.
     */
    description: text('description'),
    /** The subscription a renewal or an upgrade pays for. */
    subscriptionId: uuid('subscription_id').references((): AnyPgColumn => subscriptions.id, {
      onDelete: 'set null',
    }),
    /** A renewal: the start of the period it pays for (the subscription's `paid_until` then), once per period. */
    periodStartsAt: timestamp('period_starts_at', { withTimezone: true }),
    /** A late fee: the unpaid invoice's order it is charged for, once per invoice. */
    feeForOrderId: uuid('fee_for_order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open card or bank order per cart: paying the same cart twice finds the first (issue 7 idempotency).
    // The back office's order lists (issue 16): newest first, by organisation and by status.
    index('orders_created_idx').on(table.createdAt),
    index('orders_tenant_idx').on(table.tenantId, table.createdAt),
    index('orders_status_idx').on(table.status, table.createdAt),
    uniqueIndex('orders_renewal_period_idx')
      .on(table.subscriptionId, table.periodStartsAt)
      .where(sql`${table.kind} = 'renewal'`),
    uniqueIndex('orders_late_fee_idx')
      .on(table.feeForOrderId)
      .where(sql`${table.kind} = 'late_fee'`),
    uniqueIndex('orders_open_cart_idx')
      .on(table.userId, table.cartKey)
      .where(sql`${table.status} = 'pending' and ${table.method} <> 'invoice'`),
    check(
      'orders_amounts',
      sql`${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.taxCents} and ${table.taxCents} >= 0 and ${table.totalCents} >= 0`,
    ),
  ],
);

/**
 * One line of an order at the price it was bought for: a report type at a tier, or consultation credits (issue 43;
 * `priceCents` is then the line's, for all of them).
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: lineKind('kind').notNull().default('subscription'),
    reportTypeId: integer('report_type_id').references(() => reportTypes.id, { onDelete: 'restrict' }),
    tier: subscriptionTier('tier'),
    /** The report of an archived report's line (issue 44). */
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'restrict' }),
    /** The session of a course's line (issue 44); `quantity` is its seats. */
    courseSessionId: integer('course_session_id').references(() => courseSessions.id, {
      onDelete: 'restrict',
    }),
    /**
     * What a course's line prints, as it was when bought (courseSeatsLineName): an invoice keeps the course's title
     * and days it was sold with.
     */
    description: text('description'),
    quantity: integer('quantity').notNull().default(1),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_session_idx')
      .on(table.courseSessionId)
      .where(sql`${table.courseSessionId} is not null`),
    check('order_items_shape', lineShape(table)),
  ],
);

/** Every payment provider event handled (Stripe webhook ids), so a replayed event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * An organisation's billing profile (issue 46, docs/decisions/040): the legal name and address its invoices are made
 * out to, its tax ID (kept in its kind's form, tax-ids.ts), the accounts-payable addresses that receive invoices and
 * credit notes, and whether every order needs a purchase-order number. One per organisation, none until saved.
 */
export const billingProfiles = pgTable(
  'billing_profiles',
  {
    tenantId: uuid('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull(),
    streetAddress: text('street_address').notNull(),
    addressLine2: text('address_line_2'),
    city: text('city').notNull(),
    state: text('state'),
    postalCode: text('postal_code'),
    /** ISO 3166 alpha-2 code of @firm/countries. */
    country: text('country').notNull(),
    /** One of @firm/domain's TAX_ID_KINDS; null with the tax ID. */
    taxIdKind: text('tax_id_kind'),
    taxId: text('tax_id'),
    apEmails: text('ap_emails').array().notNull(),
    poRequired: boolean('po_required').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('billing_profiles_tax_id', sql`(${table.taxIdKind} is null) = (${table.taxId} is null)`)],
);

/**
 * Credit notes (issue 46, docs/decisions/040): what corrects an issued invoice (or a card order's receipt), which is
 * never changed. Numbered in their own series per year (document_numbers, CN); each names the order and the
 * invoice it corrects, keeps the buyer's details the order froze, and is never changed or deleted.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** One of @firm/domain's CREDIT_NOTE_REASONS: a refund, a voided invoice, a price correction. */
    reason: text('reason').notNull(),
    amountCents: integer('amount_cents').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('credit_notes_tenant_idx').on(table.tenantId, table.issuedAt),
    index('credit_notes_order_idx').on(table.orderId),
    check('credit_notes_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type BillingProfileRow = typeof billingProfiles.$inferSelect;

export type OrderRow = typeof orders.$inferSelect;

export type CartItemRow = typeof cartItems.$inferSelect;

/**
 * The tax rates staff keep (issue 46): one per country, and per US state (`region`, '' for the whole country), in
 * thousandths of a percent. The server applies the buyer's when it prices an order.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
    rateMillipercent: integer('rate_millipercent').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tax_rates_place_idx').on(table.country, table.region),
    check('tax_rates_rate', sql`${table.rateMillipercent} between 0 and 100000`),
  ],
);

export type TaxRateRow = typeof taxRates.$inferSelect;
