import { AdminOrderResponseSchema, AdminClientResponseSchema } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_STAFF } from '../../../src/modules/activity/index.js';
import { InvoiceMessages } from '../../../src/modules/commerce/invoice-messages.js';
import { orders, subscriptions } from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { lifecycleStepRows, staffActionRows } from '../../support/activity-records.js';

/** Issue 17: finance waives a late fee by voiding its invoice, with a reason. */
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-09-01T12:00:00.000Z');
let t: TestApp;
let finance: { authorization: string };
let org: { tenantId: string; userIds: string[] };
let subscriptionId: string;

/** An invoice order of the organisation, written directly. */
async function invoiceOrder(
  n: number,
  values: Partial<typeof orders.$inferInsert> & Pick<typeof orders.$inferInsert, 'kind'>,
) {
  const [row] = await t.services.db
    .insert(orders)
    .values({
      number: `SO-2026-${800_000 + n}`,
      tenantId: org.tenantId,
      userId: org.userIds[0]!,
      status: 'pending',
      method: 'invoice',
      subtotalCents: 10_000,
      totalCents: 10_000,
      cartKey: `late-fee-${n}`,
      invoiceNumber: `INV-2026-${800_000 + n}`,
      invoiceDueAt: new Date(NOW.getTime() + 30 * DAY),
      createdAt: new Date(NOW.getTime() - DAY),
      ...values,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW.toISOString());
  await addStaff(t.services.db, 'finance@firm.test', 'finance');
  finance = await bearerHeaders(t.app, 'finance@firm.test');
  org = await addOrganisation(t.services.db, 'Late Payers Ltd', ['owner@late.test']);
  const [subscription] = await t.services.db
    .insert(subscriptions)
    .values({
      tenantId: org.tenantId,
      reportTypeId: await reportTypeId(t.services.db, 'Coffee Weekly Report'),
      tier: 'subscription_price_for_single_user',
      startsAt: new Date(NOW.getTime() - 400 * DAY),
      paidUntil: new Date(NOW.getTime() - 35 * DAY),
      endsAt: new Date(NOW.getTime() - 21 * DAY),
      state: 'expired',
      paymentMethod: 'invoice',
    })
    .returning({ id: subscriptions.id });
  subscriptionId = subscription!.id;
});
afterAll(async () => {
  await t.close();
});

describe('waiving a late fee', () => {
  it('voids its invoice with a reason: late_fee_waived in the audit log and on the subscription timeline', async () => {
    const renewal = await invoiceOrder(1, {
      kind: 'renewal',
      subscriptionId,
      periodStartsAt: new Date(NOW.getTime() - 35 * DAY),
      createdAt: new Date(NOW.getTime() - 65 * DAY),
    });
    const fee = await invoiceOrder(2, { kind: 'late_fee', feeForOrderId: renewal.id });
    const detail = AdminOrderResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/orders/${fee.number}/`, headers: finance })
      ).json(),
    ).data;
    expect(detail.kind).toBe('late_fee');

    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${fee.number}/void/`,
      headers: finance,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ reason: ['Please give a reason.'] });

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${fee.number}/void/`,
      headers: finance,
      payload: { reason: 'First late payment, goodwill' },
    });
    expect(response.statusCode).toBe(200);
    expect(AdminOrderResponseSchema.parse(response.json()).data.status).toBe('cancelled');
    const audit = await staffActionRows(t.services.db, { targetId: fee.number });
    expect(audit.map((row) => [row.action, row.reason, row.staffEmail])).toEqual([
      ['late_fee_waived', 'First late payment, goodwill', 'finance@firm.test'],
    ]);
    // Recorded once: the staff action names the fee's invoice; the subscription has no step of its own for it.
    expect(audit[0]!.after).toEqual({ status: 'cancelled', invoice_number: fee.invoiceNumber });
    expect(await lifecycleStepRows(t.services.db, subscriptionId)).toEqual([]);
    // The renewal invoice itself stays owed.
    const [owed] = await t.services.db.select().from(orders).where(eq(orders.id, renewal.id));
    expect(owed!.status).toBe('pending');
    // The client's timeline shows the waiver once, as the staff action.
    const admin = await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password);
    const client = AdminClientResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/clients/${org.tenantId}/`, headers: admin })
      ).json(),
    ).data;
    expect(client.timeline.filter((entry) => entry.action === 'late_fee_waived')).toEqual([
      expect.objectContaining({ kind: 'staff', reason: 'First late payment, goodwill' }),
    ]);
    expect(client.orders.find((order) => order.number === fee.number)?.kind).toBe('late_fee');
  });

  it('needs a reason from the command line too; a plain invoice is voided as before', async () => {
    const fee = await invoiceOrder(3, { kind: 'late_fee' });
    await expect(t.services.invoices.voidInvoice(fee.invoiceNumber!, CLI_STAFF)).rejects.toThrow(
      InvoiceMessages.lateFeeReason,
    );
    const [still] = await t.services.db.select().from(orders).where(eq(orders.id, fee.id));
    expect(still!.status).toBe('pending');
    const purchase = await invoiceOrder(4, { kind: 'purchase' });
    await t.services.invoices.voidInvoice(purchase.invoiceNumber!, CLI_STAFF);
    const actions = await staffActionRows(t.services.db, { targetId: purchase.number });
    expect(actions.map(({ action }) => ({ action }))).toEqual([{ action: 'invoice_voided' }]);
    await t.services.invoices.voidInvoice(fee.invoiceNumber!, CLI_STAFF, 'Billed twice');
    const waived = await staffActionRows(t.services.db, { targetId: fee.number });
    expect(waived.map(({ action, reason }) => ({ action, reason }))).toEqual([
      { action: 'late_fee_waived', reason: 'Billed twice' },
    ]);
  });
});
