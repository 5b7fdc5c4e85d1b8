import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENEWAL_NOTICE_SUBJECT, RENEWED_SUBJECT } from '../../../src/modules/billing/lifecycle-mails.js';
import { orders, subscriptions } from '../../../src/platform/database/schema.js';
import { createCliWorkspace, type CliWorkspace } from '../../support/cli.js';
import { readOutbox } from '../../support/index.js';
import { mailHeader } from '../../support/mime.js';
import { addOrganisation, reportTypeId } from '../../support/report-fixtures.js';
import { lifecycleStepRows } from '../../support/activity-records.js';

/** `jobs:run --now` plays a card renewal out as of that date (issue 17), on the CLI's own database. */
let cli: CliWorkspace;
beforeAll(async () => {
  cli = await createCliWorkspace();
});
afterAll(async () => {
  await cli.close();
});

const PAID_UNTIL = new Date('2031-03-01T00:00:00Z');

describe('pnpm cli jobs:run --now <date> (issue 17)', () => {
  it('queues the running subscriptions’ steps and runs the notice and the charge due by then', async () => {
    const subscriptionId = await cli.withDatabase(async ({ db }) => {
      const { tenantId } = await addOrganisation(db, 'Roasters Ltd', ['ana@roasters.test']);
      const [row] = await db
        .insert(subscriptions)
        .values({
          tenantId,
          reportTypeId: await reportTypeId(db, 'Coffee Weekly Report'),
          tier: 'subscription_price_for_single_user',
          startsAt: new Date('2030-03-01T00:00:00Z'),
          endsAt: PAID_UNTIL,
          paidUntil: PAID_UNTIL,
          state: 'active',
          paymentMethod: 'card',
          paymentProvider: 'sandbox',
          providerPaymentMethodId: 'pm_sandbox_4242',
          paymentLabel: 'Visa •••• 4242',
        })
        .returning({ id: subscriptions.id });
      return row!.id;
    });

    // Two months ahead nothing of this subscription is due (what else the database holds may run).
    const early = await cli.run('jobs:run', '--now', '2031-01-01');
    expect(early.code).toBe(0);
    await cli.withDatabase(async ({ db }) => {
      const [before] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
      expect(before).toMatchObject({ state: 'active', paidUntil: PAID_UNTIL });
      expect(await lifecycleStepRows(db, subscriptionId)).toEqual([]);
    });

    const run = await cli.run('jobs:run', '--now', '2031-03-01T00:00:00Z');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/jobs run at 2031-03-01T00:00:00.000Z: \d+ done, 0 retried later, 0 failed\./);

    await cli.withDatabase(async ({ db }) => {
      const [renewed] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
      expect(renewed).toMatchObject({
        state: 'active',
        paidUntil: new Date('2032-03-01T00:00:00Z'),
        endsAt: new Date('2032-03-01T00:00:00Z'),
      });
      expect(await db.select().from(orders).where(eq(orders.subscriptionId, subscriptionId))).toMatchObject([
        { status: 'paid', method: 'card', totalCents: 195_000 },
      ]);
      const events = await lifecycleStepRows(db, subscriptionId);
      expect(events.map((row) => row.event).sort()).toEqual(['reminder_sent', 'renewal_notice', 'renewed']);
    });
    const subjects = (await readOutbox(cli.outboxDir)).map((mail) => mailHeader(mail.raw, 'Subject'));
    expect(subjects).toEqual(
      expect.arrayContaining([
        RENEWAL_NOTICE_SUBJECT('Coffee Weekly Report'),
        RENEWED_SUBJECT('Coffee Weekly Report'),
      ]),
    );

    // Run again as of the same date: nothing more is due.
    const again = await cli.run('jobs:run', '--now', '2031-03-01T00:00:00Z');
    expect(again.stdout).toBe('No jobs were due at 2031-03-01T00:00:00.000Z.\n');
  }, 180_000);
});
