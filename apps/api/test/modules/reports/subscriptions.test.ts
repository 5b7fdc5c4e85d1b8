import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, reportTypeId, subscribe } from '../../support/report-fixtures.js';

let t: TestApp;

/** Roasters Ltd subscribes to Coffee Weekly for everyone, Cocoa In-Depth for one seat, and had Sugar Weekly. */
beforeEach(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const roasters = await addOrganisation(db, 'Roasters Ltd', ['ana@roasters.test', 'ben@roasters.test']);
  await subscribe(db, roasters.tenantId, 'Coffee Weekly Report');
  await subscribe(db, roasters.tenantId, 'Cocoa In-Depth Report', {
    tier: 'subscription_price_for_single_user',
  });
  await subscribe(db, roasters.tenantId, 'Sugar Weekly Report', { expired: true });
  const other = await addOrganisation(db, 'Other Co', ['eve@other.test']);
  await subscribe(db, other.tenantId, 'Cotton Weekly Report');
});
afterEach(async () => {
  await t.close();
});

async function subscriptionsOf(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/reports/subscriptions/', headers });
}

describe('GET /api/reports/subscriptions/', () => {
  it("lists the organisation's subscriptions with tier, period and state, active ones first", async () => {
    const response = await subscriptionsOf(await bearerHeaders(t.app, 'ben@roasters.test'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(true);
    const { db } = t.database;
    expect(body.data).toHaveLength(3);
    expect(body.data.map((item: { report_type_name: string; status: string }) => item.status)).toEqual([
      'active',
      'active',
      'expired',
    ]);
    const sugar = body.data[2];
    expect(sugar).toEqual({
      id: expect.any(String),
      report_type: await reportTypeId(db, 'Sugar Weekly Report'),
      report_type_name: 'Sugar Weekly Report',
      tier: 'subscription_price_for_enterprise',
      starts_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      ends_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'expired',
    });
    expect(Date.parse(sugar.ends_at)).toBeLessThan(Date.now());
    const cocoa = body.data.find(
      (item: { report_type_name: string }) => item.report_type_name === 'Cocoa In-Depth Report',
    );
    // The organisation's subscription, whether or not this user holds its one seat.
    expect(cocoa).toMatchObject({ tier: 'subscription_price_for_single_user', status: 'active' });
    expect(Date.parse(cocoa.ends_at)).toBeGreaterThan(Date.now());
  });

  it("answers only the caller's own organisation", async () => {
    const body = (await subscriptionsOf(await bearerHeaders(t.app, 'eve@other.test'))).json();
    expect(body.data.map((item: { report_type_name: string }) => item.report_type_name)).toEqual([
      'Cotton Weekly Report',
    ]);
    await addOrganisation(t.database.db, 'New Co', ['neo@new.test']);
    expect((await subscriptionsOf(await bearerHeaders(t.app, 'neo@new.test'))).json()).toEqual({
      status: true,
      data: [],
    });
  });

  it('refuses visitors (401) and admins (403)', async () => {
    expect((await subscriptionsOf({})).statusCode).toBe(401);
    const admin = await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password);
    expect((await subscriptionsOf(admin)).statusCode).toBe(403);
  });

  it('counts a subscription active until its end on the clock, then expired and opening nothing', async () => {
    const library = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/reports/report/acess/',
          headers: await bearerHeaders(t.app, 'ana@roasters.test'),
        })
      ).json<{ report_access: number[] }>().report_access;
    const { db } = t.database;
    const coffee = await reportTypeId(db, 'Coffee Weekly Report');
    const cocoa = await reportTypeId(db, 'Cocoa In-Depth Report');
    expect(await library()).toEqual([coffee, cocoa].sort((a, b) => a - b));

    // Both subscriptions end 335 days after the fixtures made them: a day later, neither entitles any more.
    t.clock.advance(336 * 24 * 60 * 60 * 1000);
    const statuses = (await subscriptionsOf(await bearerHeaders(t.app, 'ana@roasters.test'))).json().data;
    expect(statuses.map((item: { status: string }) => item.status)).toEqual([
      'expired',
      'expired',
      'expired',
    ]);
    expect(await library()).toEqual([]);
  });
});
