import type { SubscriptionState, TierKey } from '@firm/domain';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import {
  orderItems,
  orders,
  reportTypes,
  subscriptions,
  users,
  type OrderRow,
  type SubscriptionRow,
} from '../../platform/database/schema.js';

export type SubscriptionChanges = Partial<
  Pick<
    SubscriptionRow,
    | 'state'
    | 'stateChangedAt'
    | 'paidUntil'
    | 'endsAt'
    | 'tier'
    | 'renewalTier'
    | 'renewalOrderId'
    | 'renewalPoNumber'
    | 'renewalFailures'
    | 'paymentMethod'
    | 'paymentProvider'
    | 'providerCustomerId'
    | 'providerPaymentMethodId'
    | 'paymentLabel'
  >
>;

/** Every query of the subscription lifecycle (issue 17). Each function takes the database or the caller's `tx`. */
export const lifecycleRepository = {
  /**
   * Ends the subscriptions now (a refund that takes the access back): the paid period ends with the access, and the
   * lifecycle with it (issue 17: `ends_at` never precedes `paid_until`), so no renewal follows.
   */
  async endNow(db: Db, ids: string[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(subscriptions)
      .set({ endsAt: now, paidUntil: now, state: 'expired', stateChangedAt: now, renewalOrderId: null })
      .where(inArray(subscriptions.id, ids));
  },

  /**
   * Starts the tenant's subscription to each type for a year from `now` at the bought tier: a new one, or one that
   * ended starts again. A running one is never changed (issue 39: a purchase never moves a running licence's tier or
   * period; commerce checked under the organisation's payment lock): answers the types it found running instead.
   */
  async startSubscriptions(
    db: Db,
    tenantId: string,
    lines: { reportTypeId: number; tier: TierKey }[],
    now: Date,
  ): Promise<number[]> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const running: number[] = [];
    for (const line of lines) {
      const started = await db
        .insert(subscriptions)
        .values({
          tenantId,
          reportTypeId: line.reportTypeId,
          tier: line.tier,
          startsAt: now,
          stateChangedAt: now,
          endsAt: sql`${at} + interval '1 year'`,
          paidUntil: sql`${at} + interval '1 year'`,
          autoRenew: true,
        })
        .onConflictDoUpdate({
          target: [subscriptions.tenantId, subscriptions.reportTypeId],
          set: {
            tier: line.tier,
            autoRenew: true,
            startsAt: sql`excluded.starts_at`,
            endsAt: sql`excluded.ends_at`,
            paidUntil: sql`excluded.paid_until`,
            renewalTier: null,
            state: 'active',
            stateChangedAt: now,
            renewalFailures: 0,
          },
          setWhere: sql`${subscriptions.endsAt} <= ${at}`,
        })
        .returning({ id: subscriptions.id });
      if (started.length === 0) running.push(line.reportTypeId);
    }
    return running;
  },

  // The subscription changes staff make in the back office (the clients area decides them, issue 16).
  /** A complimentary subscription granted by staff; undefined when the organisation has one of the type already. */
  async insertComplimentary(
    db: Db,
    row: {
      tenantId: string;
      reportTypeId: number;
      tier: TierKey;
      startsAt: Date;
      endsAt: Date;
      grantReason: string;
      createdAt: Date;
    },
  ): Promise<string | undefined> {
    const [inserted] = await db
      .insert(subscriptions)
      .values({
        ...row,
        paidUntil: row.endsAt,
        autoRenew: false,
        state: 'cancelled',
        paymentMethod: 'complimentary',
      })
      .onConflictDoNothing({ target: [subscriptions.tenantId, subscriptions.reportTypeId] })
      .returning({ id: subscriptions.id });
    return inserted?.id;
  },

  /**
   * A subscription that ran out starts again at `startsAt`; a running one keeps its start. The paid period ends with
   * access (issue 17), in the state the extension leaves it. Its grant reason stays (a bought one stays bought); the
   * extension's reason is the audit record's. Answers the row as it now is.
   */
  async extendPeriod(
    db: Db,
    subscriptionId: string,
    change: {
      endsAt: Date;
      startsAt: Date;
      state: SubscriptionState;
      stateChangedAt: Date | null;
      renewalFailures: number;
      renewalOrderId: null;
    },
  ): Promise<SubscriptionRow> {
    const [row] = await db
      .update(subscriptions)
      .set({ ...change, paidUntil: change.endsAt })
      .where(eq(subscriptions.id, subscriptionId))
      .returning();
    return row!;
  },

  /** Access kept until `endsAt` in grace (issue 17); the paid period stays as it was. Answers the row as it now is. */
  async extendGrace(db: Db, subscriptionId: string, endsAt: Date, now: Date): Promise<SubscriptionRow> {
    const [row] = await db
      .update(subscriptions)
      .set({ endsAt, state: 'grace', stateChangedAt: now })
      .where(eq(subscriptions.id, subscriptionId))
      .returning();
    return row!;
  },

  /** The subscription, locked for the caller's transaction; undefined when there is none. */
  async lock(db: Db, id: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    return row;
  },

  /** Changes the subscription and answers it as it is now. */
  async update(db: Db, id: string, changes: SubscriptionChanges): Promise<SubscriptionRow> {
    const [row] = await db.update(subscriptions).set(changes).where(eq(subscriptions.id, id)).returning();
    if (!row) throw new Error(`no subscription ${id}`);
    return row;
  },

  /** The tenant's subscriptions to the order's report types (those a purchase started or extended). */
  subscriptionsOfOrder(db: Db, order: Pick<OrderRow, 'id' | 'tenantId'>): Promise<SubscriptionRow[]> {
    return db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.tenantId, order.tenantId),
          inArray(
            subscriptions.reportTypeId,
            db
              .select({ id: orderItems.reportTypeId })
              .from(orderItems)
              .where(eq(orderItems.orderId, order.id)),
          ),
        ),
      );
  },

  /** The report type a subscription is to. */
  async reportType(db: Db, id: number) {
    const [row] = await db.select().from(reportTypes).where(eq(reportTypes.id, id));
    if (!row) throw new Error(`no report type ${id}`);
    return row;
  },

  /** Who hears of an organisation's billing: its owner and billing members (issue 15 roles), active accounts. */
  billingRecipients(db: Db, tenantId: string) {
    return db
      .select({ id: users.id, email: users.email, firstName: users.firstName, role: users.role })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          eq(users.userType, 'client'),
          inArray(users.role, ['owner', 'billing']),
          ne(users.status, 'disabled'),
        ),
      )
      .orderBy(users.createdAt);
  },

  /** An order by id, or undefined. */
  async order(db: Db, id: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row;
  },

  /** The renewal order of the subscription's current period (one per period), if one was placed. */
  async renewalOrderOfPeriod(db: Db, subscription: SubscriptionRow): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.subscriptionId, subscription.id),
          eq(orders.kind, 'renewal'),
          eq(orders.periodStartsAt, subscription.paidUntil),
        ),
      );
    return row;
  },

  /** The late fee charged for an invoice order, if one was. */
  async lateFeeFor(db: Db, orderId: string): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.feeForOrderId, orderId), eq(orders.kind, 'late_fee')));
    return row;
  },

  /** An order locked for the caller's transaction. */
  async lockOrder(db: Db, id: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  },

  /** Subscriptions whose lifecycle still has steps (not expired), for the start-up pass. */
  running(db: Db): Promise<SubscriptionRow[]> {
    return db.select().from(subscriptions).where(ne(subscriptions.state, 'expired'));
  },

  /** Invoice orders awaiting payment, for the start-up pass's late-fee jobs. */
  pendingInvoices(db: Db): Promise<OrderRow[]> {
    return db
      .select()
      .from(orders)
      .where(
        and(eq(orders.status, 'pending'), eq(orders.method, 'invoice'), isNotNull(orders.invoiceNumber)),
      );
  },
};
