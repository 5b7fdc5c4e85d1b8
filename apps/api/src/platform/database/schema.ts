import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  primaryKey,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const accountStatus = pgEnum('account_status', ['pending', 'active', 'disabled']);

/**
 * Who suspended a client user (issue 39, @firm/domain SUSPENSION_ORIGINS): the firm's staff in the back office, or
 * their organisation's owner or admins. The organisation lifts only its own suspensions.
 */
export const suspensionOrigin = pgEnum('suspension_origin', ['firm', 'organisation']);
export const userType = pgEnum('user_type', ['admin', 'client']);
/**
 * A client user's role in their organisation (issue 15): the owner (one per organisation, who enrolled it or was
 * handed it) and admins run the team, seats and company details; members read; billing sees orders and invoices.
 * Null for staff.
 */
export const teamRole = pgEnum('team_role', ['owner', 'admin', 'member', 'billing']);

/** A staff member's role in the back office (issue 16); null for client users. */
export const staffRole = pgEnum('staff_role', ['admin', 'editor', 'finance']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A client organisation. Admin users belong to none. The details are those given at enrolment (SPEC §3). */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  status: accountStatus('status').notNull().default('pending'),
  industrySector: text('industry_sector'),
  streetAddress: text('street_address'),
  city: text('city'),
  addressLine2: text('address_line_2'),
  state: text('state'),
  postalCode: text('postal_code'),
  /** ISO 3166 alpha-2 code of @firm/countries. */
  country: text('country'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** Stored lower-cased, so uniqueness ignores case. */
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number'),
    /** The calling code the number follows, e.g. '+44'; null for accounts enrolled before it was asked. */
    phoneCode: text('phone_code'),
    userType: userType('user_type').notNull(),
    jobTitle: text('job_title'),
    /** The role in the organisation; null for staff, and for a client removed from their organisation. */
    role: teamRole('role'),
    /** The role in the back office, for staff (user type 'admin'); null for clients. */
    staffRole: staffRole('staff_role'),
    /**
     * 'disabled' is a suspended member (their sessions end; they cannot sign in until reactivated). A member removed
     * from their organisation keeps the row (their orders name them) without a tenant, role or password that works.
     */
    status: accountStatus('status').notNull().default('pending'),
    /**
     * Who suspended the member (issue 39): the firm's staff or the organisation; set only while suspended. The
     * organisation's owner and admins reactivate or remove only a member they suspended: a suspended member
     * without one (a change made in the database) counts as the firm's.
     */
    suspendedBy: suspensionOrigin('suspended_by'),
    /** A new address the user asked to move to, confirmed by the code mailed to it (purpose 'email_change'). */
    pendingEmail: text('pending_email'),
    createdAt: createdAt(),
  },
  (table) => [
    index('users_tenant_idx').on(table.tenantId),
    check(
      'users_suspended_by_only_suspended',
      sql`${table.suspendedBy} is null or ${table.status} = 'disabled'`,
    ),
  ],
);

/** Why a session ended; its refresh tokens are revoked for the same reason. */
export const sessionEndReasons = [
  'logout',
  'password_reset',
  /** The user changed their password on the profile page: their other sessions end. */
  'password_changed',
  'reused',
  'suspended',
  'removed',
  'expired',
] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

/**
 * A signed-in session: one per sign-in. Every access token it issues names it (`sid`), and its refresh tokens are
 * one family with the session's id, so ending it (logout, a password reset, a suspension, a removal from the team,
 * a spent token presented again) refuses its access tokens at once, not when they expire.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: text('ended_reason', { enum: sessionEndReasons }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Refresh tokens rotate: each use spends the token and issues the next one in the same family. Only a SHA-256 of
 * the token is stored. Presenting a spent token again ends the session and revokes the whole family (it has
 * leaked), unless it was spent within the last few seconds and has not come back before: two tabs refreshing at
 * once (docs/decisions/002).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session the token belongs to (its family: every rotation of one sign-in). */
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * 'rotated' when spent on its successor, 'rotated_grace' once it has also bought the one successor the grace
     * window allows; else why its session ended.
     */
    revokedReason: text('revoked_reason', { enum: ['rotated', 'rotated_grace', ...sessionEndReasons] }),
    createdAt: createdAt(),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

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
    position: integer('position').notNull().default(0),
    /** The type's picture in the file store, uploaded in the back office; null shows the group's drawing. */
    imageKey: text('image_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('report_types_parent_idx').on(table.parentId),
    check(
      'report_types_prices_not_negative',
      sql`coalesce(${table.priceSingleCents}, 0) >= 0 and coalesce(${table.priceUpTo3Cents}, 0) >= 0 and coalesce(${table.priceEnterpriseCents}, 0) >= 0`,
    ),
  ],
);

/** A contact form message (SPEC §2 Contact); mailed to the firm's mailbox, kept here as the record. */
export const inquiries = pgTable('inquiries', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  /** The calling code sent with the phone, e.g. '+44'; null for inquiries sent before it was asked. */
  phoneCode: text('phone_code'),
  company: text('company').notNull(),
  country: text('country').notNull(),
  hearAboutUs: text('hear_about_us').notNull(),
  reasonForInquiry: text('reason_for_inquiry').notNull(),
  comments: text('comments').notNull(),
  /**
   * When the mail to the firm was queued, in the inquiry's own transaction; the mail job delivers it, with retries
   * (a failure stays visible in the jobs table). Null for inquiries kept before mail went through the queue and
   * not sent then.
   */
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
  /** When the acknowledgment to the sender was queued, likewise. */
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  createdAt: createdAt(),
  /** When a staff member marked it handled in the back office's inbox; null while it is new. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledByUserId: uuid('handled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});

export const oneTimeCodePurpose = pgEnum('one_time_code_purpose', [
  'registration',
  'password_reset',
  'email_change',
]);

/**
 * The 6-digit codes mailed to confirm an email address (DESIGN §4): one live code per address and purpose, so a
 * new code replaces the old. Only an HMAC of the code is stored. Codes are kept by address, not by user, so an
 * address without an account behaves exactly like one with an account.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: oneTimeCodePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('one_time_codes_email_purpose_idx').on(table.email, table.purpose)],
);

/** The token verify-otp hands out: spent by one password reset, within minutes. Only a SHA-256 is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/** Postgres full-text search document; only ever written by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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

export const subscriptionTier = pgEnum('subscription_tier', [
  'subscription_price_for_single_user',
  'subscription_price_for_upto_3_user',
  'subscription_price_for_enterprise',
]);

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

/**
 * A line of a user's cart (SPEC §3/§7 reports/cart/): a report type at a licence tier, once per type. `priceCents`
 * is the tier's price when the line was priced (added, or its tier changed): a price change in the back office
 * applies to new carts, and a cart priced before it says so at checkout (issue 16).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportTypeId: integer('report_type_id')
      .notNull()
      .references(() => reportTypes.id, { onDelete: 'cascade' }),
    tier: subscriptionTier('tier').notNull(),
    /** Null for lines priced before prices were kept with the line: they take the type's current price. */
    priceCents: integer('price_cents'),
    /** When `priceCents` was given (the clock's time); a kept price holds for 30 days from then (decision 016). */
    pricedAt: timestamp('priced_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('cart_items_user_type_idx').on(table.userId, table.reportTypeId)],
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
export const orderKind = pgEnum('order_kind', ['purchase', 'renewal', 'upgrade', 'late_fee']);

/**
 * An order: what a user's cart held when they chose to pay, priced on the server, and how it is paid. `cartKey`
 * names the cart's lines, tiers and coupon, so asking twice to pay the same cart finds the same order. A card or
 * bank order has its provider's payment intent; an invoice order has its invoice number and due date.
 */
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
      sql`${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} and ${table.totalCents} >= 0`,
    ),
  ],
);

/** One report type of an order, at the tier and price it was bought for. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reportTypeId: integer('report_type_id')
      .notNull()
      .references(() => reportTypes.id, { onDelete: 'restrict' }),
    tier: subscriptionTier('tier').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [index('order_items_order_idx').on(table.orderId)],
);

/** Every payment provider event handled (Stripe webhook ids), so a replayed event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/** The built-in sandbox provider's payment intents (DESIGN §4), kept like Stripe keeps its own. */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  method: text('method', { enum: ['card', 'us_bank_account'] }).notNull(),
  status: text('status', {
    enum: ['requires_payment_method', 'processing', 'succeeded', 'canceled'],
  }).notNull(),
  orderId: uuid('order_id'),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The durable job queue (src/platform/jobs): side effects waiting for a worker. A job is claimed with
 * `FOR UPDATE SKIP LOCKED`, so several processes never run one at the same time; a failure is retried with backoff
 * until `max_attempts`, then kept as failed with its last error for an operator (`jobs:list`, `jobs:retry`).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Set when a job must exist once only (a reminder for one invoice): a second enqueue with it adds nothing. */
    uniqueKey: text('unique_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The order of enqueueing: jobs due at the same time run first in, first out (uuids have no order). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [index('jobs_due_idx').on(table.status, table.runAt)],
);

/**
 * Failed guesses at a secret (a password, a one-time code), by the account they were aimed at rather than the
 * address they came from: the throttles that follow an account however many addresses guess (docs/security.md).
 * `subject` is the lower-cased email, so an address without an account is throttled exactly like one with.
 */
export const failedAttempts = pgTable(
  'failed_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', {
      enum: ['sign_in', 'registration_code', 'password_reset_code', 'email_change_code', 'current_password'],
    }).notNull(),
    subject: text('subject').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('failed_attempts_subject_idx').on(table.kind, table.subject, table.failedAt)],
);

export type User = typeof users.$inferSelect;
export type ReportTypeRow = typeof reportTypes.$inferSelect;
export type Tenant = typeof tenants.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;

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

export const teamEventActions = [
  'invited',
  'invitation_resent',
  'invitation_revoked',
  'joined',
  'role_changed',
  'suspended',
  'reactivated',
  'removed',
  'ownership_transferred',
  'seat_assigned',
  'seat_released',
  'company_changed',
] as const;
export type TeamEventAction = (typeof teamEventActions)[number];

/**
 * Every change of membership, role or seat in an organisation (issue 15): who did it, when, to whom, what it was
 * before and after. Written in the transaction of the change; read by the organisation's owner and admins and by
 * the back office. Emails are copied, so the record survives the accounts it names.
 */
export const teamEvents = pgTable(
  'team_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    action: text('action', { enum: teamEventActions }).notNull(),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectEmail: text('subject_email'),
    before: jsonb('before'),
    after: jsonb('after'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('team_events_tenant_idx').on(table.tenantId, table.occurredAt)],
);

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

/**
 * A subscription's lifecycle (issue 17): every change of state, with what caused it (a job, the client, staff), on
 * the organisation's timeline. Written in the transaction of the change; the report type's name is copied.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    reportTypeName: text('report_type_name').notNull(),
    /** What happened: renewal_notice, reminder_sent, renewed, charge_failed, grace_started, expired, … */
    event: text('event').notNull(),
    fromState: subscriptionState('from_state'),
    toState: subscriptionState('to_state').notNull(),
    /** Who, when not a job: the client's or staff member's email. */
    actorEmail: text('actor_email'),
    detail: jsonb('detail'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('subscription_events_tenant_idx').on(table.tenantId, table.occurredAt),
    index('subscription_events_subscription_idx').on(table.subscriptionId, table.occurredAt),
  ],
);
export type SubscriptionEventRow = typeof subscriptionEvents.$inferSelect;

/**
 * Change counters of what the API keeps in memory (docs/decisions/018): triggers (migration 0020) move a scope's
 * version in the transaction that changes its rows ('catalogue': reports and report types; 'tenant:<id>': an
 * organisation's subscriptions, seats, invitations, members' status and role; 'user:<id>': a user's bookmarks;
 * 'all': a table emptied at once). Values come from one sequence, so a version is never given twice.
 */
export const cacheVersions = pgTable('cache_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
