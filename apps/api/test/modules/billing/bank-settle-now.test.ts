import { addDays, addYears } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scheduleNextStep } from '../../../src/modules/billing/schedule.js';
import { subscriptions } from '../../../src/platform/database/schema.js';
import { eventsOf, ordersOfKind, runAt, theSubscription } from '../../support/billing-fixtures.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { addOrganisation, reportTypeId } from '../../support/report-fixtures.js';

const PAID_UNTIL = new Date('2028-01-10T10:00:00Z');

let t: TestApp;
let tenantId: string;

beforeEach(async () => {
  t = await createTestApp({
    clock: createTestClock(addYears(PAID_UNTIL, -1)),
    payments: { sandboxBankSettleMs: 1_000 },
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
});
afterEach(async () => {
  await t.close();
});

describe('the sandbox bank settles a renewal debit as of the run (jobs:run --now)', () => {
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
