import { addDays, addYears } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXPIRED_SUBJECT, PAYMENT_FAILED_SUBJECT } from '../../../src/modules/billing/lifecycle-mails.js';
import { scheduleNextStep } from '../../../src/modules/billing/schedule.js';
import { subscriptions } from '../../../src/platform/database/schema.js';
import {
  eventsOf,
  mailsWith,
  offSessionCharges,
  ordersOfKind,
  replayStepJobs,
  runAt,
  theSubscription,
} from '../../support/billing-fixtures.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import {
  addOrganisation,
  bearerHeaders,
  FIXTURE_PASSWORD,
  reportTypeId,
} from '../../support/report-fixtures.js';

const PAID_UNTIL = new Date('2028-01-10T10:00:00Z');
const GRACE_END = addDays(PAID_UNTIL, 14);
const DAY = 86_400_000;
const COFFEE = 'Coffee Weekly Report';

let t: TestApp;
let tenantId: string;

/** A bank payer's subscription paid until PAID_UNTIL; the sandbox bank settles a debit after `settleMs`. */
async function bankPayer(settleMs?: number): Promise<void> {
  t = await createTestApp({
    clock: createTestClock(addYears(PAID_UNTIL, -1)),
    payments: settleMs === undefined ? {} : { sandboxBankSettleMs: settleMs },
  });
  ({ tenantId } = await addOrganisation(t.database.db, 'Roasters Ltd', ['ana@roasters.test']));
  const [row] = await t.database.db
    .insert(subscriptions)
    .values({
      tenantId,
      reportTypeId: await reportTypeId(t.database.db, 'Coffee Weekly Report'),
      tier: 'subscription_price_for_single_user',
      startsAt: addYears(PAID_UNTIL, -1),
      endsAt: PAID_UNTIL,
      paidUntil: PAID_UNTIL,
      state: 'active',
      paymentMethod: 'us_bank_account',
      paymentProvider: 'sandbox',
      providerPaymentMethodId: 'pm_sandbox_bank',
      paymentLabel: 'US bank account',
    })
    .returning();
  await scheduleNextStep(t.services.jobs, t.database.db, row!);
}

afterEach(async () => {
  await t.close();
});

describe('a renewal debited from a US bank account (issue 17)', () => {
  beforeEach(() => bankPayer(5 * DAY));

  it('keeps access while the debit settles past the period end, then renews once, charging once', async () => {
    await runAt(t, addDays(PAID_UNTIL, -30));
    await runAt(t, PAID_UNTIL);
    expect(await ordersOfKind(t, tenantId, 'renewal')).toMatchObject([{ status: 'processing' }]);
    const settling = await theSubscription(t, tenantId);
    // Access runs on while the bank takes its 4–5 working days: until the end grace would give.
    expect(settling).toMatchObject({ state: 'renewal_due', paidUntil: PAID_UNTIL, endsAt: GRACE_END });
    expect(await eventsOf(t, settling.id)).toContain('debit_settling renewal_due→renewal_due');

    await runAt(t, addDays(PAID_UNTIL, 3));
    expect(await theSubscription(t, tenantId)).toMatchObject({ state: 'renewal_due', endsAt: GRACE_END });

    await runAt(t, addDays(PAID_UNTIL, 5));
    expect(await ordersOfKind(t, tenantId, 'renewal')).toMatchObject([{ status: 'paid' }]);
    expect(await theSubscription(t, tenantId)).toMatchObject({
      state: 'active',
      paidUntil: addYears(PAID_UNTIL, 1),
      endsAt: addYears(PAID_UNTIL, 1),
    });
    expect(await offSessionCharges(t, tenantId)).toHaveLength(1);
    expect(await mailsWith(t, PAYMENT_FAILED_SUBJECT(COFFEE))).toEqual([]);

    const before = await eventsOf(t, settling.id);
    await replayStepJobs(t);
    expect(await eventsOf(t, settling.id)).toEqual(before);
    expect(await offSessionCharges(t, tenantId)).toHaveLength(1);
  });
});

describe('the sandbox bank settles a renewal debit as of the run (jobs:run --now)', () => {
  beforeEach(() => bankPayer(1_000));

  it('renews from the period end when the run is after it, whatever the clock says', async () => {
    await runAt(t, addDays(PAID_UNTIL, -30));
    const summary = await t.runJobs({ now: addDays(PAID_UNTIL, 1) });
    expect(summary.failed + summary.retried).toBe(0);
    expect(await ordersOfKind(t, tenantId, 'renewal')).toMatchObject([{ status: 'paid' }]);
    expect(await theSubscription(t, tenantId)).toMatchObject({
      state: 'active',
      paidUntil: addYears(PAID_UNTIL, 1),
    });
    // Paid after the period's end as of the run: renewed at once, never early (`renewed`) by the wall clock.
    const events = await eventsOf(t, (await theSubscription(t, tenantId)).id);
    expect(events.filter((event) => event.endsWith('→renewed'))).toEqual([]);
  });
});

describe('a renewal debit that fails after it began settling (issue 17)', () => {
  // The bank answers only when told: here, through the provider's failure event.
  beforeEach(() => bankPayer());

  /** The provider says the settling debit failed: the event, for sending again. */
  async function failTheDebit(id: string) {
    const [renewal] = await ordersOfKind(t, tenantId, 'renewal');
    expect(renewal).toMatchObject({ status: 'processing' });
    const event = {
      id,
      type: 'failed' as const,
      intentId: renewal!.paymentIntentId!,
      message: 'The bank refused the debit.',
    };
    expect(await t.services.payments.handleEvent(event)).toBe('handled');
    return event;
  }

  it('starts grace as a declined charge: the renewal owed again, a mail, and the retries debit again', async () => {
    await runAt(t, addDays(PAID_UNTIL, -30));
    await runAt(t, PAID_UNTIL);
    t.clock.set(addDays(PAID_UNTIL, 2));
    const failure = await failTheDebit('evt_debit_failed');

    const inGrace = await theSubscription(t, tenantId);
    expect(inGrace).toMatchObject({ state: 'grace', endsAt: GRACE_END, renewalFailures: 1 });
    expect((await eventsOf(t, inGrace.id)).slice(-3)).toEqual([
      'debit_settling renewal_due→renewal_due',
      'charge_failed renewal_due→past_due',
      'grace_started past_due→grace',
    ]);
    expect(await ordersOfKind(t, tenantId, 'renewal')).toMatchObject([
      { status: 'pending', failureMessage: 'The bank refused the debit.' },
    ]);
    expect(await mailsWith(t, PAYMENT_FAILED_SUBJECT(COFFEE))).toHaveLength(1);

    // The provider sends its event again: nothing happens twice.
    expect(await t.services.payments.handleEvent(failure)).toBe('duplicate');
    expect(await theSubscription(t, tenantId)).toMatchObject({ renewalFailures: 1 });

    // The first retry, 3 days after the period end, debits the account again.
    await runAt(t, addDays(PAID_UNTIL, 3));
    expect(await offSessionCharges(t, tenantId)).toHaveLength(2);
    expect(await ordersOfKind(t, tenantId, 'renewal')).toMatchObject([{ status: 'processing' }]);
    t.clock.set(addDays(PAID_UNTIL, 5));
    await failTheDebit('evt_debit_failed_again');
    expect(await theSubscription(t, tenantId)).toMatchObject({ state: 'grace', renewalFailures: 2 });
    expect(await mailsWith(t, PAYMENT_FAILED_SUBJECT(COFFEE))).toHaveLength(2);
  });

  it('forgets the failed debit: a late event of it moves the renewal owed again to nothing', async () => {
    await runAt(t, addDays(PAID_UNTIL, -30));
    await runAt(t, PAID_UNTIL);
    const failure = await failTheDebit('evt_debit_failed');
    expect(
      await t.services.payments.handleEvent({ ...failure, id: 'evt_late_processing', type: 'processing' }),
    ).toBe('unknown');
    expect(await ordersOfKind(t, tenantId, 'renewal')).toMatchObject([
      { status: 'pending', paymentIntentId: null },
    ]);
  });

  it('applies no charge answered for a renewal that began to be paid meanwhile', async () => {
    await runAt(t, addDays(PAID_UNTIL, -30));
    await runAt(t, PAID_UNTIL);
    const [settling] = await ordersOfKind(t, tenantId, 'renewal');
    const applied = await t.services.payments.applyOffSessionCharge(
      t.database.db,
      settling!,
      { intentId: 'pi_declined_meanwhile', clientSecret: '', status: 'failed', message: 'Declined.' },
      addDays(PAID_UNTIL, 1),
    );
    expect(applied).toBe(false);
    expect(await ordersOfKind(t, tenantId, 'renewal')).toMatchObject([
      { status: 'processing', paymentIntentId: settling!.paymentIntentId },
    ]);
    expect(await theSubscription(t, tenantId)).toMatchObject({ state: 'renewal_due', renewalFailures: 0 });
  });

  it('cancels, without a mail, a failed debit no renewal is charged for any more (auto-renew turned off)', async () => {
    await runAt(t, addDays(PAID_UNTIL, -30));
    await runAt(t, PAID_UNTIL);
    const subscription = await theSubscription(t, tenantId);
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/billing/subscriptions/${subscription.id}/auto-renew/`,
      headers: await bearerHeaders(t.app, 'ana@roasters.test', FIXTURE_PASSWORD),
      payload: { auto_renew: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    await failTheDebit('evt_debit_failed');
    expect(await ordersOfKind(t, tenantId, 'renewal')).toMatchObject([{ status: 'cancelled' }]);
    expect(await theSubscription(t, tenantId)).toMatchObject({ state: 'cancelled', renewalFailures: 0 });
    expect(await mailsWith(t, PAYMENT_FAILED_SUBJECT(COFFEE))).toEqual([]);
  });

  it('ends access, with the mail, when the debit is still settling as the access it kept runs out', async () => {
    await runAt(t, addDays(PAID_UNTIL, -30));
    await runAt(t, PAID_UNTIL);
    await runAt(t, GRACE_END);
    expect(await theSubscription(t, tenantId)).toMatchObject({ state: 'expired', endsAt: GRACE_END });
    expect(await mailsWith(t, EXPIRED_SUBJECT(COFFEE), 'ana@roasters.test')).toHaveLength(1);
  });
});
