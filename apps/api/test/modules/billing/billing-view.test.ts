import {
  BillingChangeResponseSchema,
  BillingOverviewResponseSchema,
  BillingViewMessages,
  daysLeft,
  InvoiceResponseSchema,
  PaymentIntentResponseSchema,
  proratedUpgradeCents,
  TierChangeQuoteSchema,
} from '@firm/domain';
import { addMonths } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders, reportTypes, subscriptions } from '../../../src/platform/database/schema.js';
import { createTestApp, type TestApp } from '../../support/index.js';
import { fillCart } from '../../support/order-fixtures.js';
import { addTeam, callAs, type TestTeam } from '../team/team-fixtures.js';
import { addSubscription } from './billing-fixtures.js';
import { lifecycleStepRows } from '../../support/activity-records.js';

const SINGLE = 'subscription_price_for_single_user';
const UPTO3 = 'subscription_price_for_upto_3_user';
const ENTERPRISE = 'subscription_price_for_enterprise';

let t: TestApp;
let team: TestTeam;
let stranger: TestTeam;

beforeAll(async () => {
  t = await createTestApp();
  team = await addTeam(t, { ana: 'owner', bo: 'admin', mo: 'member', bill: 'billing' });
  stranger = await addTeam(t, { eve: 'owner' });
});
afterAll(async () => {
  await t.close();
});

const eventsOf = (subscriptionId: string) => lifecycleStepRows(t.database.db, subscriptionId);

const stepKeys = async (subscriptionId: string) =>
  (await t.database.db.select({ key: jobs.uniqueKey }).from(jobs).where(eq(jobs.name, 'subscriptions.step')))
    .map((row) => row.key)
    .filter((key) => key?.startsWith(`subscription:${subscriptionId}:`));

const subscriptionRow = async (id: string) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

describe('GET /api/billing/overview/', () => {
  it('shows the organisation’s subscriptions and orders to its owner, admins and billing members', async () => {
    const subscription = await addSubscription(t, team.tenantId, 'Coffee Weekly Report', {
      tier: ENTERPRISE,
      method: 'card',
    });
    const owner = await callAs(t, team.email.ana!, { method: 'GET', url: '/api/billing/overview/' });
    expect(owner.statusCode).toBe(200);
    const overview = BillingOverviewResponseSchema.parse(owner.json());
    expect(overview.may_change).toBe(true);
    expect(overview.subscriptions).toContainEqual(
      expect.objectContaining({
        id: subscription.id,
        report_type: 'Coffee Weekly Report',
        state: 'active',
        payment_method: 'card',
        payment_label: 'Visa •••• 4242',
        seats: null,
        auto_renew: true,
        next_action: { action: 'renewal_notice', at: expect.any(String) },
      }),
    );
    const admin = await callAs(t, team.email.bo!, { method: 'GET', url: '/api/billing/overview/' });
    expect(BillingOverviewResponseSchema.parse(admin.json()).may_change).toBe(true);
    const billing = await callAs(t, team.email.bill!, { method: 'GET', url: '/api/billing/overview/' });
    expect(billing.statusCode).toBe(200);
    expect(BillingOverviewResponseSchema.parse(billing.json()).may_change).toBe(false);
  });

  it('refuses a member with a clear message, and shows another organisation nothing of it', async () => {
    const member = await callAs(t, team.email.mo!, { method: 'GET', url: '/api/billing/overview/' });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ message: BillingViewMessages.notBilling });
    const other = await callAs(t, stranger.email.eve!, { method: 'GET', url: '/api/billing/overview/' });
    expect(BillingOverviewResponseSchema.parse(other.json()).subscriptions).toEqual([]);
  });
});

describe('PUT /api/billing/subscriptions/:id/auto-renew/', () => {
  it('turns auto-renew off (cancelled, ends at its end) and on again (active), recorded and scheduled', async () => {
    const subscription = await addSubscription(t, team.tenantId, 'Cotton Weekly Report', {
      tier: SINGLE,
      method: 'card',
    });
    const url = `/api/billing/subscriptions/${subscription.id}/auto-renew/`;
    const off = await callAs(t, team.email.bo!, { method: 'PUT', url, payload: { auto_renew: false } });
    expect(off.statusCode).toBe(200);
    const cancelled = BillingChangeResponseSchema.parse(off.json());
    expect(cancelled.message).toBe(BillingViewMessages.autoRenewOff);
    expect(cancelled.subscription).toMatchObject({ state: 'cancelled', auto_renew: false });
    expect(cancelled.subscription.next_action).toEqual({
      action: 'ends',
      at: subscription.endsAt.toISOString(),
    });
    const endsStep = `subscription:${subscription.id}:ends:${subscription.endsAt.toISOString()}:`;
    expect((await stepKeys(subscription.id)).some((key) => key?.startsWith(endsStep))).toBe(true);

    const on = await callAs(t, team.email.ana!, { method: 'PUT', url, payload: { auto_renew: true } });
    expect(BillingChangeResponseSchema.parse(on.json()).subscription).toMatchObject({
      state: 'active',
      auto_renew: true,
    });
    expect(
      (await eventsOf(subscription.id)).map((event) => [event.event, event.toState, event.actorEmail]),
    ).toEqual([
      ['auto_renew_off', 'cancelled', team.email.bo],
      ['auto_renew_on', 'active', team.email.ana],
    ]);
    // Its renewal notice is queued for the state it is back in (the key names the change), so a notice queued or
    // run before it was turned off never keeps it from being queued again.
    const noticeSteps = (await stepKeys(subscription.id)).filter((key) => key?.includes(':renewal_notice:'));
    expect(noticeSteps.some((key) => !key?.endsWith(':0'))).toBe(true);
    const again = await callAs(t, team.email.ana!, { method: 'PUT', url, payload: { auto_renew: true } });
    expect(again.statusCode).toBe(200);
    expect(await eventsOf(subscription.id)).toHaveLength(2);
  });

  it('refuses billing members, bad bodies, other organisations’ and granted subscriptions', async () => {
    const granted = await addSubscription(t, team.tenantId, 'Sugar Weekly Report', {
      tier: SINGLE,
      method: 'complimentary',
    });
    const url = `/api/billing/subscriptions/${granted.id}/auto-renew/`;
    const billing = await callAs(t, team.email.bill!, { method: 'PUT', url, payload: { auto_renew: true } });
    expect(billing.statusCode).toBe(403);
    expect(billing.json()).toMatchObject({ message: BillingViewMessages.notYours });
    const bad = await callAs(t, team.email.ana!, { method: 'PUT', url, payload: { auto_renew: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { auto_renew: [BillingViewMessages.autoRenew] } });
    const other = await callAs(t, stranger.email.eve!, { method: 'PUT', url, payload: { auto_renew: true } });
    expect(other.statusCode).toBe(404);
    const mine = await callAs(t, team.email.ana!, { method: 'PUT', url, payload: { auto_renew: true } });
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toMatchObject({ message: BillingViewMessages.complimentary });
    expect((await subscriptionRow(granted.id)).state).toBe('cancelled');
  });
});

describe('tier changes', () => {
  const prices = async (type: string) =>
    (await t.database.db.select().from(reportTypes).where(eq(reportTypes.name, type)))[0]!;

  it('upgrades now: the prorated difference charged to the saved card, its seats open at once', async () => {
    const team2 = await addTeam(t, { uma: 'owner' });
    const subscription = await addSubscription(t, team2.tenantId, 'Coffee Weekly Report', {
      tier: SINGLE,
      method: 'card',
      daysLeft: 100,
    });
    const type = await prices('Coffee Weekly Report');
    const expected = proratedUpgradeCents(
      type.priceSingleCents!,
      type.priceUpTo3Cents!,
      daysLeft(t.clock.now(), subscription.paidUntil, addMonths(subscription.paidUntil, -12)),
    );
    const base = `/api/billing/subscriptions/${subscription.id}/tier`;
    const quote = await callAs(t, team2.email.uma!, {
      method: 'POST',
      url: `${base}/quote/`,
      payload: { tier: UPTO3 },
    });
    expect(TierChangeQuoteSchema.parse(quote.json())).toEqual({
      change: 'upgrade',
      tier: UPTO3,
      amount: expected / 100,
      days_left: 100,
      effective_at: subscription.paidUntil.toISOString(),
    });
    const upgrade = await callAs(t, team2.email.uma!, {
      method: 'POST',
      url: `${base}/`,
      payload: { tier: UPTO3 },
    });
    expect(upgrade.statusCode).toBe(200);
    const changed = BillingChangeResponseSchema.parse(upgrade.json());
    expect(changed.message).toBe(BillingViewMessages.upgraded);
    expect(changed.subscription).toMatchObject({ tier: UPTO3, seats: 3 });
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.subscriptionId, subscription.id));
    expect(order).toMatchObject({ kind: 'upgrade', status: 'paid', method: 'card', totalCents: expected });
    expect((await eventsOf(subscription.id)).map((event) => event.event)).toEqual(['upgraded']);
  });

  it('changes nothing when the saved card is declined', async () => {
    const team3 = await addTeam(t, { ula: 'owner' });
    const subscription = await addSubscription(t, team3.tenantId, 'Coffee Weekly Report', {
      tier: SINGLE,
      method: 'card',
      last4: '0341',
    });
    const declined = await callAs(t, team3.email.ula!, {
      method: 'POST',
      url: `/api/billing/subscriptions/${subscription.id}/tier/`,
      payload: { tier: ENTERPRISE },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ message: expect.stringMatching(/declined/i) });
    expect((await subscriptionRow(subscription.id)).tier).toBe(SINGLE);
    expect(await eventsOf(subscription.id)).toEqual([]);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.subscriptionId, subscription.id));
    expect(order?.status).toBe('cancelled');
  });

  it('never charges twice: an upgrade being paid refuses another', async () => {
    const team6 = await addTeam(t, { ivy: 'owner' });
    const subscription = await addSubscription(t, team6.tenantId, 'Cocoa Weekly Report', {
      tier: SINGLE,
      method: 'card',
    });
    await t.services.unitOfWork((tx) =>
      t.services.orders.placeBillingOrder(tx, {
        tenantId: team6.tenantId,
        userId: team6.id.ivy!,
        kind: 'upgrade',
        method: 'card',
        lines: [{ reportTypeId: subscription.reportTypeId, tier: UPTO3, priceCents: 100_00 }],
        subscriptionId: subscription.id,
        provider: 'sandbox',
      }),
    );
    const again = await callAs(t, team6.email.ivy!, {
      method: 'POST',
      url: `/api/billing/subscriptions/${subscription.id}/tier/`,
      payload: { tier: ENTERPRISE },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: BillingViewMessages.upgradePending });
    expect((await subscriptionRow(subscription.id)).tier).toBe(SINGLE);
  });

  it('invoices an invoice payer’s upgrade and opens it at once', async () => {
    const team4 = await addTeam(t, { ida: 'owner' });
    const subscription = await addSubscription(t, team4.tenantId, 'Sugar Weekly Report', {
      tier: SINGLE,
      method: 'invoice',
    });
    const upgrade = await callAs(t, team4.email.ida!, {
      method: 'POST',
      url: `/api/billing/subscriptions/${subscription.id}/tier/`,
      payload: { tier: ENTERPRISE },
    });
    expect(BillingChangeResponseSchema.parse(upgrade.json()).subscription.tier).toBe(ENTERPRISE);
    const overview = BillingOverviewResponseSchema.parse(
      (await callAs(t, team4.email.ida!, { method: 'GET', url: '/api/billing/overview/' })).json(),
    );
    expect(overview.orders[0]).toMatchObject({
      kind: 'upgrade',
      status: 'pending',
      method: 'invoice',
      invoice_number: expect.stringMatching(/^INV-/),
      payable: true,
    });
  });

  it('records a downgrade for the renewal, and drops it when the current tier is chosen again', async () => {
    const team5 = await addTeam(t, { dan: 'owner' });
    const subscription = await addSubscription(t, team5.tenantId, 'Cotton Weekly Report', {
      tier: ENTERPRISE,
      method: 'card',
    });
    const url = `/api/billing/subscriptions/${subscription.id}/tier/`;
    const quote = await callAs(t, team5.email.dan!, {
      method: 'POST',
      url: `${url}quote/`,
      payload: { tier: SINGLE },
    });
    expect(TierChangeQuoteSchema.parse(quote.json())).toMatchObject({ change: 'downgrade', amount: 0 });
    const down = await callAs(t, team5.email.dan!, { method: 'POST', url, payload: { tier: SINGLE } });
    expect(BillingChangeResponseSchema.parse(down.json())).toMatchObject({
      message: BillingViewMessages.downgradeScheduled,
      subscription: { tier: ENTERPRISE, renewal_tier: SINGLE },
    });
    const back = await callAs(t, team5.email.dan!, { method: 'POST', url, payload: { tier: ENTERPRISE } });
    expect(BillingChangeResponseSchema.parse(back.json())).toMatchObject({
      message: BillingViewMessages.downgradeCancelled,
      subscription: { tier: ENTERPRISE, renewal_tier: null },
    });
    const same = await callAs(t, team5.email.dan!, { method: 'POST', url, payload: { tier: ENTERPRISE } });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ message: BillingViewMessages.sameTier });
    const bad = await callAs(t, team5.email.dan!, { method: 'POST', url, payload: { tier: 'gold' } });
    expect(bad.json()).toMatchObject({ errors: { tier: [BillingViewMessages.tier] } });
    expect((await eventsOf(subscription.id)).map((event) => event.event)).toEqual([
      'downgrade_scheduled',
      'downgrade_cancelled',
    ]);
  });
});

describe('POST /api/billing/orders/:number/pay/', () => {
  it('lets a billing member pay an open invoice by card in the sandbox: it is paid', async () => {
    const cart = await fillCart(
      t.database.db,
      { userId: team.id.ana!, tenantId: team.tenantId },
      'Cocoa Weekly Report',
    );
    const invoiced = await callAs(t, team.email.ana!, {
      method: 'POST',
      url: '/api/reports/pay/by/invoice/',
      payload: { cart, discount_price: 0 },
    });
    const invoiceNumber = InvoiceResponseSchema.parse(invoiced.json()).invoice_number;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.invoiceNumber, invoiceNumber));

    const stranger403 = await callAs(t, stranger.email.eve!, {
      method: 'POST',
      url: `/api/billing/orders/${order!.number}/pay/`,
      payload: { method: 'card' },
    });
    expect(stranger403.statusCode).toBe(404);
    const bad = await callAs(t, team.email.bill!, {
      method: 'POST',
      url: `/api/billing/orders/${order!.number}/pay/`,
      payload: { method: 'invoice' },
    });
    expect(bad.json()).toMatchObject({ errors: { method: [BillingViewMessages.method] } });

    const pay = await callAs(t, team.email.bill!, {
      method: 'POST',
      url: `/api/billing/orders/${order!.number}/pay/`,
      payload: { method: 'card' },
    });
    const intent = PaymentIntentResponseSchema.parse(pay.json());
    expect(intent.order_number).toBe(order!.number);
    const confirm = await callAs(t, team.email.bill!, {
      method: 'POST',
      url: '/api/payments/sandbox/confirm/',
      payload: {
        client_secret: intent.client_secret,
        method: 'card',
        card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
      },
    });
    expect(confirm.json()).toMatchObject({ status: 'succeeded' });
    const [paid] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, order!.id), eq(orders.status, 'paid')));
    expect(paid).toBeDefined();
    const again = await callAs(t, team.email.bill!, {
      method: 'POST',
      url: `/api/billing/orders/${order!.number}/pay/`,
      payload: { method: 'card' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: BillingViewMessages.notPayable });
  });
});
