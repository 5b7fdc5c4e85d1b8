import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/platform/database/schema.js';
import { createTestApp, type TestApp } from '../../support/index.js';
import { addTeam, type TestTeam } from '../team/team-fixtures.js';

let t: TestApp;
let teams: TestTeam[];

beforeAll(async () => {
  t = await createTestApp();
  // The firm's year 2030 has no invoice yet: its numbers start at 1.
  t.clock.set('2030-06-01T12:00:00.000Z');
  teams = [];
  for (let index = 0; index < 8; index += 1) teams.push(await addTeam(t, { [`owner${index}`]: 'owner' }));
});
afterAll(async () => {
  await t.close();
});

/** A late fee invoiced to the team's owner in its own transaction (the way the lifecycle issues one). */
const invoiceTo = (team: TestTeam, after: () => void = () => {}) =>
  t.services.unitOfWork(async (tx) => {
    const order = await t.services.orders.placeBillingOrder(tx, {
      tenantId: team.tenantId,
      userId: Object.values(team.id)[0]!,
      kind: 'late_fee',
      method: 'invoice',
      lines: [],
      totalCents: 100_00,
    });
    after();
    return order;
  });

const serial = (invoiceNumber: string | null) => Number(invoiceNumber?.split('-')[2]);

/** Issue 46, point 2: invoices numbered per year of the firm, without gaps, whatever happens at once. */
describe('invoice numbers', () => {
  it('start at 1 in a year and follow one another', async () => {
    const first = await invoiceTo(teams[0]!);
    const second = await invoiceTo(teams[1]!);
    expect(first.invoiceNumber).toBe('INV-2030-000001');
    expect(second.invoiceNumber).toBe('INV-2030-000002');
    // The order's own number is another series.
    expect(first.number).toMatch(/^SO-2030-\d{6}$/);
  });

  it('give a rolled-back invoice’s number to the next', async () => {
    await expect(
      invoiceTo(teams[2]!, () => {
        throw new Error('the issue failed after the number was taken');
      }),
    ).rejects.toThrow('the issue failed');
    expect((await invoiceTo(teams[2]!)).invoiceNumber).toBe('INV-2030-000003');
  });

  it('leave no gap and give no number twice when eight are issued at once', async () => {
    const issued = await Promise.all(teams.map((team) => invoiceTo(team)));
    const serials = issued.map((order) => serial(order.invoiceNumber)).sort((a, b) => a - b);
    expect(serials).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
    const stored = await t.database.db
      .select({ invoiceNumber: orders.invoiceNumber })
      .from(orders)
      .where(
        inArray(
          orders.id,
          issued.map((order) => order.id),
        ),
      );
    expect(new Set(stored.map((row) => row.invoiceNumber)).size).toBe(8);
  });

  it('start again at 1 when the firm’s year turns, by New York’s calendar', async () => {
    // 03:00 UTC on 1 January 2031 is still 2030 in New York.
    t.clock.set('2031-01-01T03:00:00.000Z');
    expect((await invoiceTo(teams[0]!)).invoiceNumber).toBe('INV-2030-000012');
    t.clock.set('2031-01-01T05:00:00.000Z');
    const next = await invoiceTo(teams[0]!);
    expect(next.invoiceNumber).toBe('INV-2031-000001');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, next.id));
    expect(row?.invoiceNumber).toBe('INV-2031-000001');
  });
});
