import { AdminOrdersResponseSchema } from '@firm/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders } from '../../support/report-fixtures.js';

/**
 * Issue 16: the orders list stays fast with 10,000 orders. Seeded in one statement over three organisations, every
 * status and method; each list the back office asks for (a page, a filtered page, a search, the last page, the
 * export) is timed and printed, with a bound generous enough for a busy CI machine.
 */
const ORDERS = 10_000;
const BOUND_MS = 3_000;

let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.services;
  const tenants = await Promise.all(
    ['Scale One Ltd', 'Scale Two Ltd', 'Scale Three Ltd'].map((name, index) =>
      addOrganisation(db, name, [`buyer${index}@scale.test`]),
    ),
  );
  const tenantIds = sql.raw(`array[${tenants.map((tenant) => `'${tenant.tenantId}'::uuid`).join(',')}]`);
  const userIds = sql.raw(`array[${tenants.map((tenant) => `'${tenant.userIds[0]}'::uuid`).join(',')}]`);
  await db.execute(sql`
    insert into orders (number, tenant_id, user_id, status, method, subtotal_cents, total_cents, cart_key,
      invoice_number, invoice_due_at, paid_at, created_at, updated_at)
    select 'SO-2024-' || lpad(g::text, 6, '0'), (${tenantIds})[1 + g % 3], (${userIds})[1 + g % 3],
      (array['pending','processing','paid','failed','cancelled','refunded'])[1 + g % 6]::order_status,
      (array['card','us_bank_account','invoice'])[1 + g % 3]::order_method,
      1000 + g, 1000 + g, 'scale-' || g,
      case when g % 3 = 2 then 'INV-2024-' || lpad(g::text, 6, '0') end,
      case when g % 3 = 2 then timestamptz '2024-01-01' + g * interval '1 hour' + interval '30 days' end,
      case when g % 6 in (2, 5) then timestamptz '2024-01-01' + g * interval '1 hour' end,
      timestamptz '2024-01-01' + g * interval '1 hour', timestamptz '2024-01-01' + g * interval '1 hour'
    from generate_series(1, ${ORDERS}) as g`);
  await db.execute(sql`analyze orders`);
  headers = await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password);
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** How many of the seeded orders (g = 1 … ORDERS) satisfy the test. */
const seeded = (test: (g: number) => boolean) =>
  Array.from({ length: ORDERS }, (_, index) => index + 1).filter(test).length;

async function timed(url: string) {
  const started = performance.now();
  const response = await t.app.inject({ method: 'GET', url, headers });
  const ms = performance.now() - started;
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  // The benchmark's numbers, for the closing note.
  // eslint-disable-next-line no-console
  console.info(`${url}: ${ms.toFixed(0)} ms`);
  expect(ms).toBeLessThan(BOUND_MS);
  return response;
}

describe(`the orders list with ${ORDERS} orders`, () => {
  it('answers a page, filtered pages, a search and the last page quickly, counting every match', async () => {
    await timed('/api/admin/orders/'); // warms the app
    const first = AdminOrdersResponseSchema.parse((await timed('/api/admin/orders/')).json());
    expect(first.count).toBeGreaterThanOrEqual(ORDERS);
    const refunded = AdminOrdersResponseSchema.parse(
      (await timed('/api/admin/orders/?status=refunded')).json(),
    );
    expect(refunded.count).toBe(seeded((g) => g % 6 === 5));
    await timed('/api/admin/orders/?method=invoice&status=pending&sort=total&direction=asc');
    await timed('/api/admin/orders/?from=2024-03-01&to=2024-03-31');
    const search = AdminOrdersResponseSchema.parse((await timed('/api/admin/orders/?q=scale%20two')).json());
    expect(search.count).toBe(seeded((g) => g % 3 === 1));
    await timed('/api/admin/orders/?q=INV-2024-0099');
    await timed(`/api/admin/orders/?page=${Math.ceil(ORDERS / 100)}&page_size=100&sort=number`);
  }, 60_000);

  it('exports every order as CSV quickly', async () => {
    const response = await timed('/api/admin/orders/export.csv');
    expect(response.body.trimEnd().split('\r\n').length).toBeGreaterThan(ORDERS);
  }, 60_000);
});
