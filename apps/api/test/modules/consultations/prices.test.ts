import { ConsultationPriceMessages, ConsultationPricesResponseSchema } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../../../src/platform/database/schema.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { staffActionRows } from '../../support/activity-records.js';
import { addOrganisation, bearerHeaders } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { addAnalyst } from './consultation-fixtures.js';

const clock = createTestClock('2027-03-12T12:00:00Z');
let t: TestApp;
let admin: { authorization: string };
let client: { authorization: string };
let analystId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await addStaff(t.database.db, 'prices-admin@firm.test', 'admin');
  admin = await bearerHeaders(t.app, 'prices-admin@firm.test');
  analystId = await addAnalyst(t, admin, 'prices-analyst@firm.test');
  await addOrganisation(t.database.db, 'Prices Ltd', ['buyer@prices.test']);
  client = await bearerHeaders(t.app, 'buyer@prices.test');
});
afterAll(async () => {
  await t.close();
});

const publicPrices = async () =>
  ConsultationPricesResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/consultations/prices/' })).json(),
  ).data;

const setPrices = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/consultation-prices/', headers: admin, payload });

async function hold(startsAt: string, length: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/consultations/holds/',
    headers: client,
    payload: { length, analyst: analystId, starts_at: startsAt, time_zone: 'UTC', topic: 'Cotton basis' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: number; price: number } }>().data;
}

const sessionPrice = async (id: number) =>
  (await t.database.db.select().from(consultations).where(eq(consultations.id, id)))[0]!.priceCents;

describe('consultation prices (issue 43)', () => {
  it('are the firm’s terms until an admin sets others: audited, and new holds take them', async () => {
    expect(await publicPrices()).toEqual({ price_15: 260, price_30: 495, price_60: 985 });
    const before = await hold('2027-03-15T14:00:00.000Z', 30);
    expect(before.price).toBe(495);

    const saved = await setPrices({
      price_15: 275,
      price_30: 510.5,
      price_60: 1_020,
      reason: 'New year’s rates',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ConsultationPricesResponseSchema.parse(saved.json())).toEqual({
      status: true,
      message: ConsultationPriceMessages.saved,
      data: { price_15: 275, price_30: 510.5, price_60: 1_020 },
    });
    expect(await publicPrices()).toEqual({ price_15: 275, price_30: 510.5, price_60: 1_020 });
    const admins = await t.app.inject({
      method: 'GET',
      url: '/api/admin/consultation-prices/',
      headers: admin,
    });
    expect(admins.json().data).toEqual({ price_15: 275, price_30: 510.5, price_60: 1_020 });
    expect(await staffActionRows(t.database.db, { action: 'consultation_prices_changed' })).toMatchObject([
      {
        staffEmail: 'prices-admin@firm.test',
        targetType: 'consultation_prices',
        before: { price_15: 260, price_30: 495, price_60: 985 },
        after: { price_15: 275, price_30: 510.5, price_60: 1_020 },
        reason: 'New year’s rates',
      },
    ]);

    // A new hold costs the new price; the one held before keeps its own.
    const after = await hold('2027-03-15T16:00:00.000Z', 30);
    expect(after.price).toBe(510.5);
    expect(await sessionPrice(after.id)).toBe(51_050);
    expect(await sessionPrice(before.id)).toBe(49_500);
  });

  it('refuses bad prices, no reason, other fields and the same prices again, and changes nothing', async () => {
    const now = await publicPrices();
    for (const [payload, message] of [
      [{ ...now, price_15: 0, reason: 'x' }, ConsultationPriceMessages.price],
      [{ ...now, price_30: 1.005, reason: 'x' }, ConsultationPriceMessages.price],
      [{ ...now, price_60: 100_001, reason: 'x' }, ConsultationPriceMessages.price],
      [{ ...now, price_60: '985', reason: 'x' }, ConsultationPriceMessages.price],
      [{ price_15: 1, price_30: 2, reason: 'x' }, ConsultationPriceMessages.price],
      [{ ...now, price_15: 300 }, 'Please give a reason.'],
    ] as const) {
      const refused = await setPrices(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await setPrices({ ...now, price_15: 300, reason: 'x', price_90: 2 })).statusCode).toBe(400);
    const same = await setPrices({ ...now, reason: 'Again' });
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe(ConsultationPriceMessages.unchanged);
    expect(await publicPrices()).toEqual(now);
  });
});
