import { AdminOrderResponseSchema, PartialCreditMessages, type AdminOrderDetail } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes } from '../../../src/platform/database/schema.js';
import { extractPdfText } from '../../../src/platform/pdf/pdf-text.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { addPlacedOrder } from '../../support/admin-order-fixtures.js';

let t: TestApp;
let headers: Record<'admin' | 'editor' | 'finance' | 'client', { authorization: string }>;
let tenantId: string;
type Placed = Awaited<ReturnType<typeof addPlacedOrder>>;
const o: Record<'card' | 'invoice' | 'unpaid' | 'bank' | 'race' | 'cardRace', Placed> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-05-20T12:00:00.000Z');
  const { db } = t.services;
  const organisation = await addOrganisation(db, 'Credit Co', ['cy@credit.test']);
  tenantId = organisation.tenantId;
  await addStaff(db, 'editor@firm.test', 'editor');
  await addStaff(db, 'finance@firm.test', 'finance');
  headers = {
    admin: await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password),
    editor: await bearerHeaders(t.app, 'editor@firm.test'),
    finance: await bearerHeaders(t.app, 'finance@firm.test'),
    client: await bearerHeaders(t.app, 'cy@credit.test'),
  };
  const coffee = await reportTypeId(db, 'Coffee Weekly Report');
  const order = (options: Omit<Parameters<typeof addPlacedOrder>[2], 'reportTypeId'>) =>
    addPlacedOrder(t, organisation, { reportTypeId: coffee, ...options });
  o.card = await order({ method: 'card', status: 'paid', totalCents: 20_000, daysAgo: 2 });
  o.invoice = await order({ method: 'invoice', status: 'paid', totalCents: 30_000, daysAgo: 3 });
  o.unpaid = await order({ method: 'invoice', status: 'pending', totalCents: 9_000, daysAgo: 1 });
  o.bank = await order({ method: 'us_bank_account', status: 'paid', totalCents: 5_000, daysAgo: 4 });
  o.race = await order({ method: 'invoice', status: 'paid', totalCents: 10_000, daysAgo: 5 });
  o.cardRace = await order({ method: 'card', status: 'paid', totalCents: 10_000, daysAgo: 5 });
});
afterAll(async () => {
  await t.close();
});

const credit = (number: string, payload: unknown, caller: keyof typeof headers = 'finance') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${number}/credit-notes/`,
    headers: headers[caller],
    payload: payload as Record<string, unknown>,
  });

async function detailOf(number: string): Promise<AdminOrderDetail> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${number}/`,
    headers: headers.admin,
  });
  return AdminOrderResponseSchema.parse(response.json()).data;
}

/** May 2026's revenue in the overview, in dollars. */
async function mayRevenue(): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/overview/', headers: headers.admin });
  const months = response.json().data.revenue_by_month as { month: string; amount: number }[];
  return months.find((entry) => entry.month === '2026-05')?.amount ?? 0;
}

const notesOfTenant = () =>
  t.services.db.select().from(creditNotes).where(eq(creditNotes.tenantId, tenantId));

/** Issue 46, points 3 and 7: credit notes for part of a paid order, never more than its total. */
describe('POST /api/admin/orders/:number/credit-notes/', () => {
  it("refunds part of a card payment through its provider; the order stays paid and a refund in full gives back what's left", async () => {
    const number = o.card.number;
    const partial = await credit(number, { kind: 'refund', amount: 50.25, reason: 'One issue missed' });
    expect(partial.statusCode, partial.body).toBe(200);
    const after = AdminOrderResponseSchema.parse(partial.json()).data;
    expect(after.status).toBe('paid');
    expect(after.credit_notes).toEqual([
      {
        number: expect.stringMatching(/^CN-2026-\d{6}$/),
        order_number: number,
        invoice_number: null,
        reason: 'refund',
        amount: 50.25,
        issued_at: '2026-05-20T12:00:00.000Z',
      },
    ]);
    const refundId = `re_sandbox_${o.card.intentId!.replace('pi_sandbox_', '')}_part-0-5025`;
    expect(after.audit).toMatchObject([
      {
        action: 'order_credited',
        reason: 'One issue missed',
        before: { credited_cents: 0 },
        after: { kind: 'refund', amount_cents: 5025, credited_cents: 5025, refund_id: refundId },
      },
    ]);

    // A correction moves no money; it counts against what is left all the same.
    const corrected = await credit(number, { kind: 'correction', amount: 49.75, reason: 'Agreed price' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const correctedOrder = AdminOrderResponseSchema.parse(corrected.json()).data;
    expect(correctedOrder.credit_notes.map((note) => [note.reason, note.amount])).toEqual([
      ['refund', 50.25],
      ['correction', 49.75],
    ]);
    expect(correctedOrder.audit[1]!.after).not.toHaveProperty('refund_id');

    // $100 is left: a cent more is refused under the amount, and nothing changes.
    const over = await credit(number, { kind: 'refund', amount: 100.01, reason: 'Too much' });
    expect(over.statusCode).toBe(400);
    const message = `A credit note may give back at most $100: what is left of order ${number} after its earlier credit notes.`;
    expect(over.json()).toMatchObject({ message, errors: { amount: [message] } });
    expect((await detailOf(number)).credit_notes).toHaveLength(2);
    expect((await detailOf(number)).audit).toHaveLength(2);

    // The refund in full refunds the $100 left, in one more credit note.
    const full = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${number}/refund/`,
      headers: headers.finance,
      payload: { reason: 'Cancelled', end_access: false },
    });
    expect(full.statusCode, full.body).toBe(200);
    const refunded = AdminOrderResponseSchema.parse(full.json()).data;
    expect(refunded.status).toBe('refunded');
    expect(refunded.credit_notes.map((note) => note.amount)).toEqual([50.25, 49.75, 100]);
    expect(refunded.audit.at(-1)).toMatchObject({
      action: 'payment_refunded',
      after: { amount_cents: 10_000 },
    });
    const again = await credit(number, { kind: 'correction', amount: 1, reason: 'After the refund' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PartialCreditMessages.notPaid(number, 'refunded'));
  });

  it('corrects a paid invoice: its PDF names the invoice, revenue and the export are net of it', async () => {
    const { number, invoiceNumber } = o.invoice;
    const over = await credit(number, { kind: 'correction', amount: 300.01, reason: 'Too much' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      `A credit note may give back at most $300: what is left of invoice ${invoiceNumber} after its earlier credit notes.`,
    );

    const revenueBefore = await mayRevenue();
    const response = await credit(number, { kind: 'correction', amount: 120, reason: 'Wrong tier invoiced' });
    expect(response.statusCode, response.body).toBe(200);
    const [note] = AdminOrderResponseSchema.parse(response.json()).data.credit_notes;
    expect(note).toMatchObject({ invoice_number: invoiceNumber, reason: 'correction', amount: 120 });
    expect(revenueBefore - (await mayRevenue())).toBeCloseTo(120, 2);

    await t.services.jobs.runDue();
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/billing/credit-notes/${note!.number}/pdf/`,
      headers: headers.client,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await extractPdfText(new Uint8Array(pdf.rawPayload))).replace(/\s+/g, ' ');
    expect(text).toContain(`Price correction: credit of invoice ${invoiceNumber}`);
    expect(text).toContain(`Corrects invoice ${invoiceNumber}`);
    expect(text).toContain('Total credited (USD) $120');

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export.csv?tenant=${tenantId}&q=${invoiceNumber}`,
      headers: headers.finance,
    });
    const [header, line] = csv.body.trimEnd().split('\r\n');
    expect(header).toContain(',Total,Credit notes,Credited,Net of credit notes,');
    expect(line).toContain(`,300.00,${note!.number},120.00,180.00,`);
  });

  it('records a partial refund of a bank payment as paid back by the firm, without the provider', async () => {
    const response = await credit(o.bank.number, { kind: 'refund', amount: 10, reason: 'Wired back' });
    expect(response.statusCode, response.body).toBe(200);
    const order = AdminOrderResponseSchema.parse(response.json()).data;
    expect(order.credit_notes).toMatchObject([{ reason: 'refund', amount: 10 }]);
    expect(order.audit[0]!.after).not.toHaveProperty('refund_id');
  });

  it('gives two credits asked at once no more than the total between them', async () => {
    const number = o.race.number;
    const answers = await Promise.all([
      credit(number, { kind: 'correction', amount: 60, reason: 'First' }),
      credit(number, { kind: 'correction', amount: 60, reason: 'Second' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await detailOf(number)).credit_notes.map((note) => note.amount)).toEqual([60]);
  });

  it('never credits more than the total when a refund in full and a credit for part are asked at once', async () => {
    const number = o.cardRace.number;
    const answers = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${number}/refund/`,
        headers: headers.finance,
        payload: { reason: 'Cancelled', end_access: false },
      }),
      credit(number, { kind: 'correction', amount: 30, reason: 'Agreed price' }),
    ]);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const credited = (await detailOf(number)).credit_notes.reduce((sum, note) => sum + note.amount, 0);
    expect(credited).toBeLessThanOrEqual(100);
  });

  it('refuses an unpaid invoice, bad input, unknown orders and editors; nothing changes', async () => {
    const before = (await notesOfTenant()).length;
    const unpaid = await credit(o.unpaid.number, { kind: 'correction', amount: 10, reason: 'Typo' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(PartialCreditMessages.notPaid(o.unpaid.number, 'pending'));

    for (const [payload, message] of [
      [{ kind: 'correction', amount: 0, reason: 'r' }, PartialCreditMessages.amount],
      [{ kind: 'correction', amount: -5, reason: 'r' }, PartialCreditMessages.amount],
      [{ kind: 'correction', amount: 1.005, reason: 'r' }, PartialCreditMessages.amount],
      [{ kind: 'correction', amount: '12', reason: 'r' }, PartialCreditMessages.amount],
      [{ kind: 'correction', amount: 20_000_000, reason: 'r' }, PartialCreditMessages.amount],
      [{ kind: 'void', amount: 1, reason: 'r' }, PartialCreditMessages.kind],
      [{ amount: 1, reason: 'r' }, PartialCreditMessages.kind],
      [{ kind: 'correction', amount: 1 }, 'Please give a reason.'],
    ] as const) {
      const response = await credit(o.invoice.number, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(
      (await credit(o.invoice.number, { kind: 'correction', amount: 1, reason: 'r' }, 'editor')).statusCode,
    ).toBe(403);
    expect(
      (await credit(o.invoice.number, { kind: 'correction', amount: 1, reason: 'r' }, 'client')).statusCode,
    ).toBe(403);
    expect((await credit('SO-2026-999999', { kind: 'correction', amount: 1, reason: 'r' })).statusCode).toBe(
      404,
    );
    expect(await notesOfTenant()).toHaveLength(before);
  });
});
