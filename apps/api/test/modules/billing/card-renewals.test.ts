import { addDays, addYears } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EXPIRED_SUBJECT,
  PAYMENT_FAILED_SUBJECT,
  RENEWAL_NOTICE_SUBJECT,
  RENEWAL_REMINDER_SUBJECT,
  RENEWED_SUBJECT,
} from '../../../src/modules/billing/lifecycle-mails.js';
import { subscriptions } from '../../../src/platform/database/schema.js';
import {
  billingClient,
  eventsOf,
  mailsWith,
  offSessionCharges,
  ordersOfKind,
  replayStepJobs,
  runAt,
  theSubscription,
} from '../../support/billing-fixtures.js';
import {
  createTestApp,
  createTestClock,
  decodeQuotedPrintable,
  TEST_ACCOUNTS,
  type TestApp,
} from '../../support/index.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../../support/report-fixtures.js';

const COFFEE = 'Coffee Weekly Report';
const BOUGHT_AT = new Date('2027-01-10T10:00:00Z');
const PAID_UNTIL = addYears(BOUGHT_AT, 1);

let t: TestApp;
let tenantId: string;
let coffee: number;

beforeEach(async () => {
  t = await createTestApp({ clock: createTestClock(BOUGHT_AT) });
  ({ tenantId } = await addOrganisation(t.database.db, 'Roasters Ltd', [
    'ana@roasters.test',
    'ben@roasters.test',
  ]));
  coffee = await reportTypeId(t.database.db, COFFEE);
});
afterEach(async () => {
  await t.close();
});

const offSessionIntents = () => offSessionCharges(t, tenantId);

describe('card subscriptions renew by themselves (issue 17)', () => {
  it('saves the card at purchase, sends the notice and the reminder, charges once at the period end and moves it a year', async () => {
    const ana = await billingClient(t, 'ana@roasters.test');
    await ana.buyByCard(COFFEE);
    const bought = await theSubscription(t, tenantId);
    expect(bought).toMatchObject({
      state: 'active',
      paymentMethod: 'card',
      paymentProvider: 'sandbox',
      providerPaymentMethodId: 'pm_sandbox_4242',
      paymentLabel: 'Visa •••• 4242',
      paidUntil: PAID_UNTIL,
      endsAt: PAID_UNTIL,
    });

    await runAt(t, addDays(PAID_UNTIL, -30));
    expect((await theSubscription(t, tenantId)).state).toBe('renewal_due');
    const [notice] = await mailsWith(t, RENEWAL_NOTICE_SUBJECT(COFFEE), 'ana@roasters.test');
    expect(decodeQuotedPrintable(notice!.raw)).toMatch(/renews automatically on[\s\S]*4242/);
    // Only the owner and billing members hear of billing.
    expect(await mailsWith(t, RENEWAL_NOTICE_SUBJECT(COFFEE), 'ben@roasters.test')).toHaveLength(0);

    await runAt(t, addDays(PAID_UNTIL, -7));
    expect(await mailsWith(t, RENEWAL_REMINDER_SUBJECT(COFFEE), 'ana@roasters.test')).toHaveLength(1);

    await runAt(t, PAID_UNTIL);
    const renewed = await theSubscription(t, tenantId);
    expect(renewed).toMatchObject({
      state: 'active',
      paidUntil: addYears(PAID_UNTIL, 1),
      endsAt: addYears(PAID_UNTIL, 1),
      renewalFailures: 0,
      renewalOrderId: null,
    });
    expect(await ordersOfKind(t, tenantId, 'renewal')).toMatchObject([
      { status: 'paid', method: 'card', totalCents: 195_000, periodStartsAt: PAID_UNTIL },
    ]);
    expect(await offSessionIntents()).toHaveLength(1);
    expect(await mailsWith(t, RENEWED_SUBJECT(COFFEE), 'ana@roasters.test')).toHaveLength(1);
    expect(await ana.access()).toContain(coffee);
    expect(await eventsOf(t, bought.id)).toEqual([
      'renewal_notice active→renewal_due',
      'reminder_sent renewal_due→renewal_due',
      'renewed renewal_due→active',
    ]);

    // Replayed steps change nothing: no second charge, no second mail, the same dates.
    expect(await replayStepJobs(t)).toBeGreaterThanOrEqual(2);
    expect(await theSubscription(t, tenantId)).toEqual(renewed);
    expect(await offSessionIntents()).toHaveLength(1);
    expect(await mailsWith(t, RENEWED_SUBJECT(COFFEE), 'ana@roasters.test')).toHaveLength(1);
    // The next period's notice is queued for a year on.
    await runAt(t, addDays(addYears(PAID_UNTIL, 1), -30));
    expect((await theSubscription(t, tenantId)).state).toBe('renewal_due');
  });

  it('retries a card that fails off-session at 3, 7 and 14 days with a mail each, then expires and locks the library', async () => {
    const ana = await billingClient(t, 'ana@roasters.test');
    await ana.buyByCard(COFFEE, '4000 0000 0000 0341');
    const { id } = await theSubscription(t, tenantId);

    await runAt(t, addDays(PAID_UNTIL, -30));
    await runAt(t, addDays(PAID_UNTIL, -7));
    await runAt(t, PAID_UNTIL);
    expect(await theSubscription(t, tenantId)).toMatchObject({
      state: 'grace',
      renewalFailures: 1,
      paidUntil: PAID_UNTIL,
      endsAt: addDays(PAID_UNTIL, 14),
    });
    const [failed] = await mailsWith(t, PAYMENT_FAILED_SUBJECT(COFFEE), 'ana@roasters.test');
    expect(failed?.raw).toContain('/client/profile/billing');
    expect(await ana.access()).toContain(coffee);

    for (const [days, failures] of [
      [3, 2],
      [7, 3],
    ] as const) {
      await runAt(t, addDays(PAID_UNTIL, days));
      expect(await theSubscription(t, tenantId)).toMatchObject({ state: 'grace', renewalFailures: failures });
      expect(await mailsWith(t, PAYMENT_FAILED_SUBJECT(COFFEE), 'ana@roasters.test')).toHaveLength(failures);
      expect(await replayStepJobs(t)).toBeGreaterThan(0);
      expect((await theSubscription(t, tenantId)).renewalFailures).toBe(failures);
    }
    await runAt(t, addDays(PAID_UNTIL, 13));
    expect(await ana.access()).toContain(coffee);

    // The last retry at 14 days fails too, and grace ends with it.
    await runAt(t, addDays(PAID_UNTIL, 14));
    expect(await theSubscription(t, tenantId)).toMatchObject({ state: 'expired', renewalOrderId: null });
    expect(await mailsWith(t, PAYMENT_FAILED_SUBJECT(COFFEE), 'ana@roasters.test')).toHaveLength(4);
    expect(await mailsWith(t, EXPIRED_SUBJECT(COFFEE), 'ana@roasters.test')).toHaveLength(1);
    expect(await ana.access()).not.toContain(coffee);
    expect(await ordersOfKind(t, tenantId, 'renewal')).toMatchObject([{ status: 'cancelled' }]);
    expect(await offSessionIntents()).toHaveLength(4);
    expect(await eventsOf(t, id)).toEqual([
      'renewal_notice active→renewal_due',
      'reminder_sent renewal_due→renewal_due',
      'charge_failed renewal_due→past_due',
      'grace_started past_due→grace',
      'charge_failed grace→grace',
      'charge_failed grace→grace',
      'charge_failed grace→grace',
      'expired grace→expired',
    ]);

    expect(await replayStepJobs(t)).toBeGreaterThan(0);
    expect(await offSessionIntents()).toHaveLength(4);
    expect(await eventsOf(t, id)).toHaveLength(8);
  });

  it('saves another card that pays the failed renewal from the billing view: the next year charges it', async () => {
    const ana = await billingClient(t, 'ana@roasters.test');
    await ana.buyByCard(COFFEE, '4000 0000 0000 0341');
    await runAt(t, addDays(PAID_UNTIL, -30));
    await runAt(t, PAID_UNTIL);
    const [renewal] = await ordersOfKind(t, tenantId, 'renewal');
    expect(renewal).toMatchObject({ status: 'pending' });

    // Signed in again: a year has gone by.
    await (
      await billingClient(t, 'ana@roasters.test')
    ).payOrderByCard(renewal!.number, '5555 5555 5555 4444');
    expect(await theSubscription(t, tenantId)).toMatchObject({
      state: 'active',
      paymentMethod: 'card',
      providerPaymentMethodId: 'pm_sandbox_4444',
      paymentLabel: 'Mastercard •••• 4444',
      paidUntil: addYears(PAID_UNTIL, 1),
    });

    await runAt(t, addDays(addYears(PAID_UNTIL, 1), -30));
    await runAt(t, addYears(PAID_UNTIL, 1));
    expect(await theSubscription(t, tenantId)).toMatchObject({
      state: 'active',
      paidUntil: addYears(PAID_UNTIL, 2),
      renewalFailures: 0,
    });
  });

  it('a refund that ends access in grace records the expiry and cancels the open renewal order', async () => {
    const ana = await billingClient(t, 'ana@roasters.test');
    await ana.buyByCard(COFFEE, '4000 0000 0000 0341');
    const { id } = await theSubscription(t, tenantId);
    await runAt(t, addDays(PAID_UNTIL, -30));
    await runAt(t, PAID_UNTIL);
    const [purchase] = await ordersOfKind(t, tenantId, 'purchase');

    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${purchase!.number}/refund/`,
      headers: await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password),
      payload: { reason: 'Bought twice by mistake', end_access: true },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await theSubscription(t, tenantId)).toMatchObject({ state: 'expired', renewalOrderId: null });
    expect(await ordersOfKind(t, tenantId, 'renewal')).toMatchObject([{ status: 'cancelled' }]);
    expect((await eventsOf(t, id)).at(-1)).toBe('expired grace→expired');
  });

  it('ends a cancelled subscription at its end without a charge', async () => {
    const ana = await billingClient(t, 'ana@roasters.test');
    await ana.buyByCard(COFFEE);
    const { id } = await theSubscription(t, tenantId);
    await t.database.db
      .update(subscriptions)
      .set({ state: 'cancelled', autoRenew: false })
      .where(eq(subscriptions.id, id));
    await t.services.lifecycle.resume();

    await runAt(t, addDays(PAID_UNTIL, -30));
    expect((await theSubscription(t, tenantId)).state).toBe('cancelled');
    await runAt(t, PAID_UNTIL);
    expect((await theSubscription(t, tenantId)).state).toBe('expired');
    expect(await ordersOfKind(t, tenantId, 'renewal')).toEqual([]);
    expect(await offSessionIntents()).toEqual([]);
    expect(await mailsWith(t, RENEWAL_NOTICE_SUBJECT(COFFEE), 'ana@roasters.test')).toEqual([]);
    expect(await ana.access()).not.toContain(coffee);
    expect(await eventsOf(t, id)).toEqual(['expired cancelled→expired']);
  });
});
