import { describe, expect, it } from 'vitest';
import { InvoiceNumberSchema, orderDocument, OrderNumberSchema } from './order.js';

describe('order and invoice numbers', () => {
  it('accepts the numbers the server issues and nothing else', () => {
    expect(InvoiceNumberSchema.safeParse('INV-2026-001001').success).toBe(true);
    expect(OrderNumberSchema.safeParse('SO-2026-001001').success).toBe(true);
    for (const bad of ['SO-2026-001001', 'inv-2026-001001', 'INV-26-001001', 'INV-2026-1001', '../x.pdf', ''])
      expect(InvoiceNumberSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe('an order’s document', () => {
  const order = { number: 'SO-2026-001042', invoice_number: null };
  it('is the invoice of an invoiced order, paid or not', () => {
    for (const status of ['pending', 'paid', 'cancelled'])
      expect(
        orderDocument({ ...order, status, method: 'invoice', invoice_number: 'INV-2026-001042' }),
      ).toEqual({
        kind: 'invoice',
        number: 'INV-2026-001042',
        fileName: 'INV-2026-001042.pdf',
      });
  });
  it('is a receipt of a card or bank order once paid, and nothing before or after', () => {
    for (const method of ['card', 'us_bank_account'])
      expect(orderDocument({ ...order, status: 'paid', method })).toEqual({
        kind: 'receipt',
        number: 'SO-2026-001042',
        fileName: 'SO-2026-001042-receipt.pdf',
      });
    for (const status of ['pending', 'processing', 'failed', 'cancelled', 'refunded'])
      expect(orderDocument({ ...order, status, method: 'card' }), status).toBeNull();
  });
});
