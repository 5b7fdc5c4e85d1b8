import { CLI_STAFF } from '../../../src/modules/activity/index.js';
import { InvoiceResponseSchema } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/platform/database/schema.js';
import { createTestApp, type TestApp } from '../../support/index.js';
import { fillCart } from '../../support/order-fixtures.js';
import { reportTypeId, subscribe } from '../../support/report-fixtures.js';
import { addTeam, callAs, teamOf, type TestTeam } from './team-fixtures.js';

let t: TestApp;
let team: TestTeam;
let stranger: TestTeam;
let cotton: number;
let orderNumber: string;
let invoiceNumber: string;

/** Mo, a member, buys Cotton Weekly by invoice, and the invoice is paid. */
beforeAll(async () => {
  t = await createTestApp();
  cotton = await reportTypeId(t.database.db, 'Cotton Weekly Report');
  team = await addTeam(t, { ana: 'owner', bo: 'admin', mo: 'member', bill: 'billing', zed: 'member' });
  stranger = await addTeam(t, { eve: 'owner' });
  const cart = await fillCart(
    t.database.db,
    { userId: team.id.mo!, tenantId: team.tenantId },
    'Cotton Weekly Report',
  );
  const invoiced = await callAs(t, team.email.mo!, {
    method: 'POST',
    url: '/api/reports/pay/by/invoice/',
    payload: { cart, discount_price: 0 },
  });
  invoiceNumber = InvoiceResponseSchema.parse(invoiced.json()).invoice_number;
  const [order] = await t.database.db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.invoiceNumber, invoiceNumber));
  orderNumber = order!.number;
  await t.services.invoices.markPaid(invoiceNumber, CLI_STAFF);
});
afterAll(async () => {
  await t.close();
});

describe('a purchase (issue 15)', () => {
  it('seats its buyer, on the record as given by the purchase itself', async () => {
    const list = teamOf(await callAs(t, team.email.ana!, { method: 'GET', url: '/api/team/' }));
    expect(list.members.find((member) => member.id === team.id.mo)!.seats).toEqual([cotton]);
    expect(list.subscriptions).toEqual([
      expect.objectContaining({ report_type_id: cotton, seats_total: 1, seats_used: 1 }),
    ]);
    const events = await callAs(t, team.email.ana!, { method: 'GET', url: '/api/team/events/' });
    expect(events.json()).toMatchObject({
      count: 1,
      data: [
        {
          action: 'seat_assigned',
          actor: null,
          subject: team.email.mo,
          before: { report_type_id: cotton, seated: false },
          after: { report_type_id: cotton, seated: true },
        },
      ],
    });
  });
});

describe('a lapsed subscription bought again at a lower tier (issue 15)', () => {
  it("keeps the buyer's seat, releases the newest beyond the tier, and records the releases", async () => {
    const coffee = await reportTypeId(t.database.db, 'Coffee Weekly Report');
    const lapsed = await addTeam(t, { owl: 'owner', ray: 'admin', sam: 'member' });
    // Owl, Ray and Sam held the three seats of an 'up to 3' licence that has ended.
    await subscribe(t.database.db, lapsed.tenantId, 'Coffee Weekly Report', {
      tier: 'subscription_price_for_upto_3_user',
      expired: true,
    });
    const cart = await fillCart(
      t.database.db,
      { userId: lapsed.id.ray!, tenantId: lapsed.tenantId },
      'Coffee Weekly Report',
    );
    const invoiced = await callAs(t, lapsed.email.ray!, {
      method: 'POST',
      url: '/api/reports/pay/by/invoice/',
      payload: { cart, discount_price: 0 },
    });
    await t.services.invoices.markPaid(
      InvoiceResponseSchema.parse(invoiced.json()).invoice_number,
      CLI_STAFF,
    );

    const list = teamOf(await callAs(t, lapsed.email.owl!, { method: 'GET', url: '/api/team/' }));
    const seatsOf = (name: string) =>
      list.members.find((member) => member.email === lapsed.email[name])!.seats;
    expect([seatsOf('owl'), seatsOf('ray'), seatsOf('sam')]).toEqual([[], [coffee], []]);
    expect(list.subscriptions).toEqual([
      expect.objectContaining({ report_type_id: coffee, seats_total: 1, seats_used: 1 }),
    ]);
    const events = await callAs(t, lapsed.email.owl!, { method: 'GET', url: '/api/team/events/' });
    const released = events
      .json<{ data: { action: string; subject: string }[] }>()
      .data.filter((event) => event.action === 'seat_released')
      .map((event) => event.subject)
      .sort();
    expect(released).toEqual([lapsed.email.owl, lapsed.email.sam].sort());
  });
});

describe('orders and invoices by role (issue 15)', () => {
  const cases = [
    ['the buyer', 'mo', 200],
    ['the owner', 'ana', 200],
    ['an admin', 'bo', 200],
    ['billing', 'bill', 200],
    ['another member', 'zed', 404],
  ] as const;

  it.each(cases)('%s: the order → %i', async (_who, name, status) => {
    const response = await callAs(t, team.email[name]!, {
      method: 'GET',
      url: `/api/reports/orders/${orderNumber}/`,
    });
    expect(response.statusCode).toBe(status);
    if (status === 200)
      expect(response.json()).toMatchObject({ data: { number: orderNumber, status: 'paid' } });
  });

  it.each(cases)('%s: the invoice PDF → %i', async (_who, name, status) => {
    const response = await callAs(t, team.email[name]!, {
      method: 'GET',
      url: `/api/billing/invoices/${invoiceNumber}/pdf/`,
    });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.headers['content-type']).toBe('application/pdf');
  });

  it('another organisation: neither (404)', async () => {
    for (const url of [`/api/reports/orders/${orderNumber}/`, `/api/billing/invoices/${invoiceNumber}/pdf/`])
      expect((await callAs(t, stranger.email.eve!, { method: 'GET', url })).statusCode).toBe(404);
  });

  it('follows the role as it is now: billing made a member no longer sees them', async () => {
    const owner = { userId: team.id.ana!, tenantId: team.tenantId };
    await t.services.team.changeRole(owner, team.id.bill!, 'member');
    expect(
      (await callAs(t, team.email.bill!, { method: 'GET', url: `/api/reports/orders/${orderNumber}/` }))
        .statusCode,
    ).toBe(404);
    await t.services.team.changeRole(owner, team.id.bill!, 'billing');
  });
});
