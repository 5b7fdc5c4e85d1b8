import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../../src/platform/mail/transport.js';
import { orderItems, orders, subscriptions } from '../../../src/platform/database/schema.js';
import { createFulfilment } from '../../../src/modules/commerce/fulfilment.js';
import { createTestDatabase, readOutbox, type TestDatabase } from '../../support/index.js';
import { addOrganisation, reportTypeId, subscribe } from '../../support/report-fixtures.js';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

let database: TestDatabase;
let outboxDir: string;
const log = { error: () => undefined };

beforeEach(async () => {
  database = await createTestDatabase();
  outboxDir = await mkdtemp(path.join(tmpdir(), 'firm-fulfilment-'));
});
afterEach(async () => {
  await database.close();
});

async function paidOrderFor(
  type: string,
  tier: 'subscription_price_for_upto_3_user' = 'subscription_price_for_upto_3_user',
) {
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
  await db.insert(orderItems).values({ orderId: order!.id, reportTypeId: typeId, tier, priceCents: 440_000 });
  return { order: order!, tenantId: org.tenantId, typeId };
}

describe('fulfilment (issue 7)', () => {
  it('extends a running subscription by a year from its end, at the bought tier; twice is once', async () => {
    const { db } = database;
    const { order, tenantId, typeId } = await paidOrderFor('Coffee Weekly Report');
    await subscribe(db, tenantId, 'Coffee Weekly Report', { tier: 'subscription_price_for_single_user' });
    const where = and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.reportTypeId, typeId));
    const [before] = await db.select().from(subscriptions).where(where);

    const fulfilment = createFulfilment({ db, mailer: createMailer({ from: 'a@b.test', outboxDir }), log });
    expect(await fulfilment.settle(order.id)).toBe(true);
    const [after] = await db.select().from(subscriptions).where(where);
    expect(after!.startsAt).toEqual(before!.startsAt);
    const extended = new Date(before!.endsAt);
    extended.setUTCFullYear(extended.getUTCFullYear() + 1);
    expect(after!.endsAt).toEqual(extended);
    expect(after!.tier).toBe('subscription_price_for_upto_3_user');

    expect(await fulfilment.settle(order.id)).toBe(false);
    expect((await db.select().from(subscriptions).where(where))[0]!.endsAt).toEqual(extended);
    const mails = await readOutbox(outboxDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('Subject: Your receipt for order SO-2026-009999');
  });

  it('keeps the order paid when the receipt cannot be sent, and logs it', async () => {
    const { db } = database;
    const { order } = await paidOrderFor('Cocoa Weekly Report');
    const errors: object[] = [];
    const fulfilment = createFulfilment({
      db,
      mailer: { kind: 'smtp', send: () => Promise.reject(new Error('smtp down')) },
      log: { error: (object) => errors.push(object) },
    });
    expect(await fulfilment.settle(order.id)).toBe(true);
    expect((await db.select().from(orders))[0]!.status).toBe('paid');
    expect(errors).toHaveLength(1);
  });
});
