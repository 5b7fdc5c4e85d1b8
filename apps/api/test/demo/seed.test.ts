import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  orderItems,
  orders,
  reports,
  reportTypes,
  subscriptions,
  tenants,
} from '../../src/platform/database/schema.js';
import { DEMO_TENANT_NAME, seedDatabase, seedDemoSubscriptions } from '../../src/demo/seed.js';
import { createTestDatabase, TEST_ACCOUNTS, testFileStore, type TestDatabase } from '../support/index.js';

let database: TestDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

async function demoSubscriptions() {
  const rows = await database.db
    .select({
      type: reportTypes.name,
      tier: subscriptions.tier,
      startsAt: subscriptions.startsAt,
      endsAt: subscriptions.endsAt,
      autoRenew: subscriptions.autoRenew,
    })
    .from(subscriptions)
    .innerJoin(tenants, eq(tenants.id, subscriptions.tenantId))
    .innerJoin(reportTypes, eq(reportTypes.id, subscriptions.reportTypeId))
    .where(eq(tenants.name, DEMO_TENANT_NAME));
  return new Map(rows.map((row) => [row.type, row]));
}

describe('demo subscriptions', () => {
  it('give the demo organisation three running subscriptions and one that ended last year', async () => {
    const now = new Date();
    const seeded = await demoSubscriptions();
    expect([...seeded.keys()].sort()).toEqual([
      'Cocoa In-Depth Report',
      'Coffee Weekly Report',
      'Softs Weekly Round Up',
      'Sugar Weekly Report',
    ]);
    for (const [type, tier] of [
      ['Coffee Weekly Report', 'subscription_price_for_enterprise'],
      ['Softs Weekly Round Up', 'subscription_price_for_enterprise'],
      ['Cocoa In-Depth Report', 'subscription_price_for_single_user'],
    ] as const) {
      const subscription = seeded.get(type)!;
      expect(subscription.tier).toBe(tier);
      expect(subscription.autoRenew).toBe(true);
      expect(subscription.startsAt.getTime()).toBeLessThan(now.getTime() - 60 * 24 * 3600 * 1000);
      expect(subscription.endsAt.getTime()).toBeGreaterThan(now.getTime());
    }
    const sugar = seeded.get('Sugar Weekly Report')!;
    expect(sugar.autoRenew).toBe(false);
    expect(sugar.endsAt.getUTCFullYear()).toBe(now.getUTCFullYear() - 1);
    expect(sugar.startsAt.getTime()).toBeLessThan(sugar.endsAt.getTime());
  });

  it('are seeded once, and only for the demo organisation', async () => {
    expect(await seedDemoSubscriptions(database.db)).toEqual({ seeded: 0 });
    await database.db.delete(subscriptions);
    await database.db
      .update(tenants)
      .set({ name: 'Renamed Traders' })
      .where(eq(tenants.name, DEMO_TENANT_NAME));
    expect(await seedDemoSubscriptions(database.db)).toEqual({ seeded: 0 });
    expect(await database.db.select().from(subscriptions)).toEqual([]);
  });
});

describe('demo orders', () => {
  it('are the paid card orders that bought each demo subscription, at the tier price, when it started', async () => {
    await database.db.delete(subscriptions);
    expect(await seedDemoSubscriptions(database.db)).toEqual({ seeded: 4 });
    const bought = await database.db
      .select({
        type: reportTypes.name,
        tier: orderItems.tier,
        priceCents: orderItems.priceCents,
        totalCents: orders.totalCents,
        status: orders.status,
        method: orders.method,
        number: orders.number,
        paidAt: orders.paidAt,
        startsAt: subscriptions.startsAt,
        single: reportTypes.priceSingleCents,
        enterprise: reportTypes.priceEnterpriseCents,
      })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(reportTypes, eq(reportTypes.id, orderItems.reportTypeId))
      .innerJoin(
        subscriptions,
        and(
          eq(subscriptions.tenantId, orders.tenantId),
          eq(subscriptions.reportTypeId, orderItems.reportTypeId),
        ),
      );
    expect(bought).toHaveLength(4);
    for (const order of bought) {
      expect(order).toMatchObject({ status: 'paid', method: 'card', totalCents: order.priceCents });
      expect(order.number).toMatch(/^SO-\d{4}-\d{6}$/);
      expect(order.paidAt).toEqual(order.startsAt);
    }
    const coffee = bought.find((order) => order.type === 'Coffee Weekly Report')!;
    expect(coffee.priceCents).toBe(coffee.enterprise);
    const cocoa = bought.find((order) => order.type === 'Cocoa In-Depth Report')!;
    expect(cocoa.priceCents).toBe(cocoa.single);
  });
});

describe('seeding without the demo (SEED_DEMO off)', () => {
  it('adds no demo reports or subscriptions', async () => {
    await database.db.delete(reports);
    await database.db.delete(subscriptions);
    const { files } = await testFileStore();
    const result = await seedDatabase(database.db, { ...TEST_ACCOUNTS, demoClient: null }, { files });
    expect(result).toEqual({ seeded: false, demoReports: 0 });
    const [count] = await database.db.select({ count: sql<number>`count(*)::int` }).from(reports);
    expect(count!.count).toBe(0);
    expect(await database.db.select().from(subscriptions)).toEqual([]);
  });
});
