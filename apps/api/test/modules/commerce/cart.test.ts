import { CartMessages, CartResponseSchema, PaymentMessages } from '@firm/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import {
  addOrganisation,
  bearerHeaders,
  FIXTURE_PASSWORD,
  reportTypeId,
  subscribe,
} from '../../support/report-fixtures.js';
import { addTeam, callAs, teamOf } from '../team/team-fixtures.js';

let t: TestApp;
const type: Record<string, number> = {};

beforeEach(async () => {
  t = await createTestApp();
  const { db } = t.database;
  for (const name of ['Coffee Weekly Report', 'Cocoa In-Depth Report', 'Sugar Weekly Report', 'Coffee'])
    type[name] = await reportTypeId(db, name);
  const roasters = await addOrganisation(db, 'Roasters Ltd', ['ana@roasters.test', 'ben@roasters.test']);
  await subscribe(db, roasters.tenantId, 'Cocoa In-Depth Report');
  await subscribe(db, roasters.tenantId, 'Sugar Weekly Report', { expired: true });
  await addOrganisation(db, 'Other Co', ['eve@other.test']);
});
afterEach(async () => {
  await t.close();
});

async function as(email: string, password = FIXTURE_PASSWORD) {
  const headers = await bearerHeaders(t.app, email, password);
  return {
    cart: () => t.app.inject({ method: 'GET', url: '/api/reports/cart/', headers }),
    add: (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/reports/cart/', headers, payload }),
    change: (id: number | string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/reports/cart/${id}/`, headers, payload }),
    remove: (id: number | string) =>
      t.app.inject({ method: 'DELETE', url: `/api/reports/cart/${id}/`, headers }),
  };
}

const SINGLE = 'subscription_price_for_single_user';
const UP_TO_3 = 'subscription_price_for_upto_3_user';
const ENTERPRISE = 'subscription_price_for_enterprise';

describe('reports/cart/ (SPEC §3, §7)', () => {
  it('starts empty, and adds a report type at a tier with its prices, image and total', async () => {
    const ana = await as('ana@roasters.test');
    expect(CartResponseSchema.parse((await ana.cart()).json())).toEqual({
      status: true,
      data: [],
      count: 0,
      total_cart_value: 0,
      report_access: [],
      applied_coupon: null,
    });

    const added = await ana.add({
      report_type: type['Coffee Weekly Report'],
      selected_subscription: UP_TO_3,
    });
    expect(added.statusCode).toBe(201);
    const body = CartResponseSchema.parse(added.json());
    expect(body).toEqual({
      status: true,
      message: CartMessages.added,
      count: 1,
      total_cart_value: 4400,
      report_access: [type['Coffee Weekly Report']],
      applied_coupon: null,
      data: [
        {
          kind: 'subscription',
          id: expect.any(Number),
          report_types: { id: type['Coffee Weekly Report'], report_type_name: 'Coffee Weekly Report' },
          report_type_image: '/images/report-types/coffee.svg',
          report_price: 4400,
          current_price: 4400,
          selected_subscription: UP_TO_3,
          subscription_list: { [SINGLE]: 1950, [UP_TO_3]: 4400, [ENTERPRISE]: 7800 },
        },
      ],
    });
    expect(CartResponseSchema.parse((await ana.cart()).json()).data).toEqual(body.data);
  });

  it('re-buys an expired subscription, and totals every line', async () => {
    const ana = await as('ana@roasters.test');
    await ana.add({ report_type: type['Coffee Weekly Report'], selected_subscription: SINGLE });
    const body = CartResponseSchema.parse(
      (await ana.add({ report_type: type['Sugar Weekly Report'], selected_subscription: ENTERPRISE })).json(),
    );
    expect(body.count).toBe(2);
    expect(body.total_cart_value).toBe(1950 + 7800);
    expect(body.report_access).toEqual([type['Coffee Weekly Report'], type['Sugar Weekly Report']]);
  });

  it('refuses a type the organisation subscribes to, one already in the cart, or one not sold', async () => {
    const ben = await as('ben@roasters.test');
    const subscribed = await ben.add({
      report_type: type['Cocoa In-Depth Report'],
      selected_subscription: ENTERPRISE,
    });
    expect(subscribed.statusCode).toBe(409);
    expect(subscribed.json()).toEqual({ status: false, message: CartMessages.alreadySubscribed });

    await ben.add({ report_type: type['Coffee Weekly Report'], selected_subscription: SINGLE });
    const twice = await ben.add({
      report_type: type['Coffee Weekly Report'],
      selected_subscription: ENTERPRISE,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ status: false, message: CartMessages.alreadyInCart });

    const group = await ben.add({ report_type: type['Coffee'], selected_subscription: SINGLE });
    expect(group.statusCode).toBe(422);
    expect(group.json()).toMatchObject({ message: CartMessages.notSold });
    const unknown = await ben.add({ report_type: 999_999, selected_subscription: SINGLE });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: CartMessages.unknownType });

    expect(CartResponseSchema.parse((await ben.cart()).json()).count).toBe(1);
  });

  it.each([
    [{ report_type: 'x', selected_subscription: SINGLE }, 'report_type', CartMessages.reportType],
    [{ report_type: 3, selected_subscription: 'gold' }, 'selected_subscription', CartMessages.tier],
  ])('answers a bad body %j with a message per field and adds nothing', async (payload, field, message) => {
    const ana = await as('ana@roasters.test');
    const response = await ana.add(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, errors: { [field]: [message] } });
    expect(CartResponseSchema.parse((await ana.cart()).json()).count).toBe(0);
  });

  it('changes the tier of a line and removes it; the total follows', async () => {
    const ana = await as('ana@roasters.test');
    const [line] = CartResponseSchema.parse(
      (await ana.add({ report_type: type['Coffee Weekly Report'], selected_subscription: SINGLE })).json(),
    ).data;
    const changed = await ana.change(line!.id, { selected_subscription: ENTERPRISE });
    expect(changed.statusCode).toBe(200);
    expect(CartResponseSchema.parse(changed.json())).toMatchObject({
      message: CartMessages.changed,
      total_cart_value: 7800,
      data: [{ id: line!.id, selected_subscription: ENTERPRISE, report_price: 7800 }],
    });
    const bad = await ana.change(line!.id, { selected_subscription: 'platinum' });
    expect(bad.statusCode).toBe(400);

    const removed = await ana.remove(line!.id);
    expect(removed.statusCode).toBe(200);
    expect(CartResponseSchema.parse(removed.json())).toMatchObject({
      count: 0,
      total_cart_value: 0,
      data: [],
    });
    expect((await ana.remove(line!.id)).statusCode).toBe(404);
  });

  it("keeps every cart to its user: another user's line can be neither seen, changed nor removed", async () => {
    const ana = await as('ana@roasters.test');
    const [line] = CartResponseSchema.parse(
      (await ana.add({ report_type: type['Coffee Weekly Report'], selected_subscription: SINGLE })).json(),
    ).data;
    for (const email of ['ben@roasters.test', 'eve@other.test']) {
      const other = await as(email);
      expect(CartResponseSchema.parse((await other.cart()).json()).count).toBe(0);
      const changed = await other.change(line!.id, { selected_subscription: ENTERPRISE });
      expect(changed.statusCode).toBe(404);
      expect(changed.json()).toMatchObject({ message: CartMessages.itemNotFound });
      expect((await other.remove(line!.id)).statusCode).toBe(404);
    }
    expect((await ana.remove('abc')).statusCode).toBe(404);
    expect(CartResponseSchema.parse((await ana.cart()).json()).data).toMatchObject([
      { id: line!.id, selected_subscription: SINGLE },
    ]);
  });

  it('is for signed-in clients only: no token 401, admin 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/cart/' })).statusCode).toBe(401);
    const admin = await as(TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password);
    expect((await admin.cart()).statusCode).toBe(403);
  });
});

describe('a licence the organisation runs is changed in the billing view, not the cart (issues 15, 17)', () => {
  /** An organisation with an owner and a member, its owner signed in. */
  async function organisation() {
    const team = await addTeam(t, { owl: 'owner', mo: 'member' });
    return { team, owl: await as(team.email.owl!) };
  }

  /** The organisation starts running Coffee Weekly Report at a tier, its owner seated on it. */
  const runCoffee = (tenantId: string, tier: string) =>
    subscribe(t.database.db, tenantId, 'Coffee Weekly Report', { tier: tier as typeof SINGLE });

  it.each([
    [SINGLE, UP_TO_3, CartMessages.upgradeInBilling],
    [SINGLE, ENTERPRISE, CartMessages.upgradeInBilling],
    [UP_TO_3, ENTERPRISE, CartMessages.upgradeInBilling],
    [UP_TO_3, UP_TO_3, CartMessages.alreadySubscribed],
    [UP_TO_3, SINGLE, CartMessages.largerHeld],
    [ENTERPRISE, UP_TO_3, CartMessages.largerHeld],
  ])('running %s, refuses %s (409) and adds nothing', async (tier, chosen, message) => {
    const { team, owl } = await organisation();
    await runCoffee(team.tenantId, tier);
    const refused = await owl.add({
      report_type: type['Coffee Weekly Report'],
      selected_subscription: chosen,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: false, message });
    expect(CartResponseSchema.parse((await owl.cart()).json()).count).toBe(0);
  });

  it('refuses every tier for a cart line whose type started running since it was added', async () => {
    const { team, owl } = await organisation();
    const [line] = CartResponseSchema.parse(
      (
        await owl.add({ report_type: type['Coffee Weekly Report'], selected_subscription: ENTERPRISE })
      ).json(),
    ).data;
    await runCoffee(team.tenantId, UP_TO_3);
    for (const [chosen, message] of [
      [ENTERPRISE, CartMessages.upgradeInBilling],
      [UP_TO_3, CartMessages.alreadySubscribed],
      [SINGLE, CartMessages.largerHeld],
    ] as const) {
      const refused = await owl.change(line!.id, { selected_subscription: chosen });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ status: false, message });
    }
    expect(CartResponseSchema.parse((await owl.cart()).json()).data).toMatchObject([
      { id: line!.id, selected_subscription: ENTERPRISE },
    ]);
  });

  it('does not sell such a line at a larger tier: the running subscription keeps its tier, seats and end', async () => {
    const { team, owl } = await organisation();
    const coffee = type['Coffee Weekly Report']!;
    const cart = CartResponseSchema.parse(
      (await owl.add({ report_type: coffee, selected_subscription: UP_TO_3 })).json(),
    ).data.map((line) => line.id);
    await runCoffee(team.tenantId, SINGLE);
    const before = teamOf(await callAs(t, team.email.owl!, { method: 'GET', url: '/api/team/' }));

    const invoiced = await callAs(t, team.email.owl!, {
      method: 'POST',
      url: '/api/reports/pay/by/invoice/',
      payload: { cart, discount_price: 0 },
    });
    expect(invoiced.statusCode).toBe(409);
    expect(invoiced.json()).toMatchObject({ message: PaymentMessages.alreadySubscribed });

    const after = teamOf(await callAs(t, team.email.owl!, { method: 'GET', url: '/api/team/' }));
    expect(after.subscriptions).toEqual(before.subscriptions);
    expect(after.subscriptions).toEqual([
      expect.objectContaining({ report_type_id: coffee, seats_total: 1, seats_used: 1 }),
    ]);
    const seatMo = await callAs(t, team.email.owl!, {
      method: 'PUT',
      url: '/api/team/seats/',
      payload: { member_id: team.id.mo, report_type_id: coffee, seated: true },
    });
    expect(seatMo.statusCode).toBe(409);
  });
});
