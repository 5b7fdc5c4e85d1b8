import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SettleOptions } from '../../../src/modules/commerce/fulfilment.js';
import { jobs, orderItems, orders, subscriptions } from '../../../src/platform/database/schema.js';
import type { Mailer } from '../../../src/platform/mail/transport.js';
import {
  createTestClock,
  createTestDatabase,
  createTestServices,
  readOutbox,
  type TestClock,
  type TestDatabase,
} from '../../support/index.js';
import { addOrganisation, reportTypeId, subscribe } from '../../support/report-fixtures.js';

const HOUR = 60 * 60 * 1000;
const UP_TO_3 = 'subscription_price_for_upto_3_user';

let database: TestDatabase;
let outboxDir: string;
let clock: TestClock;

beforeEach(async () => {
  database = await createTestDatabase();
  outboxDir = await mkdtemp(path.join(tmpdir(), 'firm-fulfilment-'));
  clock = createTestClock();
});
afterEach(async () => {
  await database.close();
  await rm(outboxDir, { recursive: true, force: true });
});

/** The services on the test database, at the test's clock, mailing into its outbox (or through `mailer`). */
const servicesWith = (mailer?: Mailer) =>
  createTestServices(database.db, { outboxDir, clock, ...(mailer ? { mailer } : {}) });

/** Settles the order as a payment provider's event does: in one unit of work. */
const settle = (services: ReturnType<typeof servicesWith>, orderId: string, options: SettleOptions = {}) =>
  services.unitOfWork((tx) => services.fulfilment.settle(tx, orderId, options));

async function invoicedOrderFor(type: string) {
  const { db } = database;
  const org = await addOrganisation(db, 'Roasters Ltd', ['ana@roasters.test']);
  const [order] = await db
    .insert(orders)
    .values({
      number: 'SO-2026-009999',
      tenantId: org.tenantId,
      userId: org.userIds[0]!,
      method: 'invoice',
      subtotalCents: 440_000,
      totalCents: 440_000,
      cartKey: 'key',
    })
    .returning();
  const typeId = await reportTypeId(db, type);
  await db
    .insert(orderItems)
    .values({ orderId: order!.id, reportTypeId: typeId, tier: UP_TO_3, priceCents: 440_000 });
  const where = and(eq(subscriptions.tenantId, org.tenantId), eq(subscriptions.reportTypeId, typeId));
  return { order: order!, tenantId: org.tenantId, subscription: where };
}

describe('fulfilment (issue 7)', () => {
  it('never changes a running subscription: an invoice for a running type is refused (issue 39)', async () => {
    const { db } = database;
    const { order, tenantId, subscription } = await invoicedOrderFor('Coffee Weekly Report');
    await subscribe(db, tenantId, 'Coffee Weekly Report', { tier: 'subscription_price_for_single_user' });
    const [before] = await db.select().from(subscriptions).where(subscription);

    const services = servicesWith();
    await expect(settle(services, order.id)).rejects.toThrow(
      'SO-2026-009999 cannot be marked paid: the organisation already runs Coffee Weekly Report',
    );
    expect((await db.select().from(subscriptions).where(subscription))[0]).toEqual(before);
    expect((await db.select().from(orders))[0]).toMatchObject({ status: 'pending', paidAt: null });
    await services.jobs.runDue();
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it('records a provider’s payment for a running type as paid, changes nothing, and refunds it once (issue 39)', async () => {
    const { db } = database;
    const { order, tenantId, subscription } = await invoicedOrderFor('Coffee Weekly Report');
    await db
      .update(orders)
      .set({ method: 'card', provider: 'sandbox', paymentIntentId: 'pi_sandbox_undelivered' })
      .where(eq(orders.id, order.id));
    await subscribe(db, tenantId, 'Coffee Weekly Report', { tier: 'subscription_price_for_single_user' });
    const [before] = await db.select().from(subscriptions).where(subscription);

    const services = servicesWith();
    // Its provider's event: the money was taken.
    expect(await settle(services, order.id, { byProvider: true })).toBe(true);
    expect(await settle(services, order.id, { byProvider: true })).toBe(false);
    expect((await db.select().from(subscriptions).where(subscription))[0]).toEqual(before);
    expect((await db.select().from(orders))[0]).toMatchObject({
      status: 'paid',
      failureMessage: expect.stringContaining('Coffee Weekly Report had started running') as string,
    });
    const queued = await db.select().from(jobs).where(eq(jobs.name, 'commerce.refund-undelivered'));
    expect(queued).toMatchObject([
      { payload: { orderId: order.id }, uniqueKey: `refund-undelivered:${order.id}` },
    ]);
  });

  it("starts a subscription at the clock's time and ends it a year later; the order is paid then", async () => {
    const { db } = database;
    const { order, subscription } = await invoicedOrderFor('Cocoa Weekly Report');
    clock.set('2031-02-28T09:15:00Z');

    expect(await settle(servicesWith(), order.id)).toBe(true);
    expect((await db.select().from(orders))[0]).toMatchObject({
      status: 'paid',
      paidAt: new Date('2031-02-28T09:15:00Z'),
    });
    expect((await db.select().from(subscriptions).where(subscription))[0]).toMatchObject({
      tier: UP_TO_3,
      startsAt: new Date('2031-02-28T09:15:00Z'),
      endsAt: new Date('2032-02-28T09:15:00Z'),
    });
  });

  it('renews a lapsed subscription for a year from the clock, not from its old end', async () => {
    const { db } = database;
    const { order, tenantId, subscription } = await invoicedOrderFor('Sugar Weekly Report');
    await subscribe(db, tenantId, 'Sugar Weekly Report', { expired: true });
    clock.set('2030-06-01T00:00:00Z');

    expect(await settle(servicesWith(), order.id)).toBe(true);
    expect((await db.select().from(subscriptions).where(subscription))[0]).toMatchObject({
      startsAt: new Date('2030-06-01T00:00:00Z'),
      endsAt: new Date('2031-06-01T00:00:00Z'),
    });
  });

  it('keeps the order paid when the receipt cannot be sent: the mail job retries, then stays failed', async () => {
    const { db } = database;
    const { order } = await invoicedOrderFor('Cocoa Weekly Report');
    const services = servicesWith({ kind: 'smtp', send: () => Promise.reject(new Error('smtp down')) });
    expect(await settle(services, order.id)).toBe(true);
    expect((await db.select().from(orders))[0]!.status).toBe('paid');

    expect(await services.jobs.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    // Beside the receipt waits the subscription's renewal notice, due in 11 months (issue 17).
    expect((await services.jobs.list()).filter((job) => job.name === 'mail.send')).toMatchObject([
      { name: 'mail.send', status: 'pending', attempts: 1, lastError: 'smtp down' },
    ]);
    let failed = 0;
    for (let attempt = 2; attempt <= 6; attempt += 1) {
      clock.advance(13 * HOUR);
      failed += (await services.jobs.runDue()).failed;
    }
    expect(failed).toBe(1);
    expect(await services.jobs.list({ status: 'failed' })).toMatchObject([
      { name: 'mail.send', attempts: 6, lastError: 'smtp down' },
    ]);
    expect((await db.select().from(orders))[0]!.status).toBe('paid');
  });
});
