import { CLI_STAFF } from '../../src/modules/activity/index.js';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../src/platform/errors.js';
import { orders, sandboxPaymentIntents, subscriptions } from '../../src/platform/database/schema.js';
import type { ClientIdentity } from '../../src/platform/http/client-identity.js';
import { createTestDatabase, type TestDatabase } from '../support/index.js';
import { checkoutServices, placeSandboxOrder } from '../support/order-fixtures.js';
import { breakFulfilment } from '../support/failing-fulfilment.js';
import { addOrganisation } from '../support/report-fixtures.js';

/**
 * What payments:settle asks of the payment service, in this process on a test database; billing.test.ts runs the
 * command itself.
 * DESIGN §4: sandbox bank transfers go to processing and settle later.
 */
let database: TestDatabase;
let ana: ClientIdentity;
let ben: ClientIdentity;

beforeEach(async () => {
  database = await createTestDatabase();
  const org = await addOrganisation(database.db, 'Roasters Ltd', ['ana@roasters.test', 'ben@roasters.test']);
  ana = { userId: org.userIds[0]!, tenantId: org.tenantId };
  ben = { userId: org.userIds[1]!, tenantId: org.tenantId };
});
afterEach(async () => {
  await database.close();
});

const settle = (orderNumber?: string) =>
  checkoutServices(database.db, { outboxDir: '' }).payments.settleSandboxTransfers(CLI_STAFF, orderNumber);

async function statusOf(number: string) {
  const [order] = await database.db.select().from(orders).where(eq(orders.number, number));
  return order!.status;
}

describe('payments:settle (sandbox bank transfers)', () => {
  it('settles the processing transfer named, then every other one, through fulfilment', async () => {
    const first = await placeSandboxOrder(database.db, ana, 'Coffee Weekly Report', 'us_bank_account');
    const second = await placeSandboxOrder(database.db, ben, 'Cocoa Weekly Report', 'us_bank_account');

    expect(await settle(first.number.toLowerCase())).toEqual([
      { number: first.number, totalCents: 1950_00, buyerEmail: 'ana@roasters.test', settled: true },
    ]);
    expect(await statusOf(second.number)).toBe('processing');
    expect(await settle()).toEqual([
      { number: second.number, totalCents: 1950_00, buyerEmail: 'ben@roasters.test', settled: true },
    ]);
    expect(await statusOf(first.number)).toBe('paid');
    expect(await statusOf(second.number)).toBe('paid');
    expect((await database.db.select().from(sandboxPaymentIntents)).map((intent) => intent.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
    expect(
      await database.db.select().from(subscriptions).where(eq(subscriptions.tenantId, ana.tenantId)),
    ).toHaveLength(2);

    // Nothing is left to settle, and settling a paid one again changes nothing.
    expect(await settle()).toEqual([]);
    expect(await settle(first.number)).toEqual([expect.objectContaining({ settled: false })]);
  });

  it('refuses what is not a processing sandbox bank transfer, with the reason', async () => {
    const card = await placeSandboxOrder(database.db, ana, 'Coffee Weekly Report', 'card');
    const bank = await placeSandboxOrder(database.db, ben, 'Cocoa Weekly Report', 'us_bank_account');
    await database.db.update(orders).set({ status: 'pending' }).where(eq(orders.id, bank.id));
    const stripe = await placeSandboxOrder(database.db, ben, 'Sugar Weekly Report', 'us_bank_account');
    await database.db.update(orders).set({ provider: 'stripe' }).where(eq(orders.id, stripe.id));

    await expect(settle('SO-2026-999999')).rejects.toEqual(
      new NotFoundError('There is no order SO-2026-999999.'),
    );
    for (const [number, message] of [
      [card.number, `Order ${card.number} is not paid by bank transfer.`],
      [bank.number, `Order ${bank.number}'s bank transfer has not been initiated yet.`],
      [
        stripe.number,
        `Order ${stripe.number} is a stripe bank transfer: the provider settles it and tells the server itself.`,
      ],
    ] as const)
      await expect(settle(number)).rejects.toEqual(new ConflictError(message));
    expect(await settle()).toEqual([]);
    expect(await statusOf(card.number)).toBe('pending');
    expect(await statusOf(stripe.number)).toBe('processing');
  });

  it('a settlement that fails keeps nothing, and settling again settles once (issue 13)', async () => {
    const order = await placeSandboxOrder(database.db, ana, 'Coffee Weekly Report', 'us_bank_account');
    const intentStatus = async () => (await database.db.select().from(sandboxPaymentIntents))[0]!.status;

    const restore = await breakFulfilment(database.db);
    await expect(settle(order.number)).rejects.toThrow();
    expect(await statusOf(order.number)).toBe('processing');
    expect(await intentStatus()).toBe('processing');
    expect(
      await database.db.select().from(subscriptions).where(eq(subscriptions.tenantId, ana.tenantId)),
    ).toEqual([]);

    await restore();
    expect(await settle()).toEqual([expect.objectContaining({ number: order.number, settled: true })]);
    expect(await statusOf(order.number)).toBe('paid');
    expect(await intentStatus()).toBe('succeeded');
    expect(await settle(order.number)).toEqual([expect.objectContaining({ settled: false })]);
    expect(
      await database.db.select().from(subscriptions).where(eq(subscriptions.tenantId, ana.tenantId)),
    ).toHaveLength(1);
  });
});
