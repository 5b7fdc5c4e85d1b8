import { orderItems, orders, sandboxPaymentIntents } from '../../src/platform/database/schema.js';
import type { TestApp } from './app.js';

const DAY = 24 * 60 * 60 * 1000;
const SINGLE = 'subscription_price_for_single_user';
let sequence = 900100;

export interface PlacedOrderOptions {
  method: 'card' | 'us_bank_account' | 'invoice';
  status: 'pending' | 'processing' | 'paid' | 'failed' | 'cancelled' | 'refunded';
  totalCents: number;
  daysAgo: number;
  dueInDays?: number;
  /** The report type its one line buys (single user). */
  reportTypeId: number;
}

/**
 * An order placed `daysAgo` days before the clock's time, as the checkout would have left it, written straight to
 * the database for the back office's tests: a card or bank order has its sandbox intent (succeeded once paid), an
 * invoice its number and due date; paid a minute after it was placed.
 */
export async function addPlacedOrder(
  t: TestApp,
  organisation: { tenantId: string; userIds: string[] },
  options: PlacedOrderOptions,
): Promise<{ number: string; invoiceNumber: string | null; id: string; intentId: string | null }> {
  sequence += 1;
  const number = `SO-2026-${sequence}`;
  const invoiceNumber = options.method === 'invoice' ? `INV-2026-${sequence}` : null;
  const createdAt = new Date(t.clock.now().getTime() - options.daysAgo * DAY);
  const paid = options.status === 'paid' || options.status === 'refunded';
  const intentId = options.method === 'invoice' ? null : `pi_sandbox_${sequence}`;
  const [row] = await t.services.db
    .insert(orders)
    .values({
      number,
      tenantId: organisation.tenantId,
      userId: organisation.userIds[0]!,
      status: options.status,
      method: options.method,
      subtotalCents: options.totalCents,
      totalCents: options.totalCents,
      cartKey: `key-${sequence}`,
      provider: intentId ? 'sandbox' : null,
      paymentIntentId: intentId,
      invoiceNumber,
      invoiceDueAt:
        invoiceNumber === null ? null : new Date(createdAt.getTime() + (options.dueInDays ?? 30) * DAY),
      paidAt: paid ? new Date(createdAt.getTime() + 60_000) : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: orders.id });
  await t.services.db.insert(orderItems).values({
    orderId: row!.id,
    reportTypeId: options.reportTypeId,
    tier: SINGLE,
    priceCents: options.totalCents,
  });
  if (intentId)
    await t.services.db.insert(sandboxPaymentIntents).values({
      id: intentId,
      clientSecret: `${intentId}_secret`,
      amountCents: options.totalCents,
      currency: 'usd',
      method: options.method as 'card',
      status: paid ? 'succeeded' : 'requires_payment_method',
      orderId: row!.id,
    });
  return { number, invoiceNumber, id: row!.id, intentId };
}
