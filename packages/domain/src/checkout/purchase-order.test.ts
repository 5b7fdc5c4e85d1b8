import { describe, expect, it } from 'vitest';
import { PayByInvoiceSchema } from './payment.js';
import { PO_NUMBER_MAX_LENGTH, PoNumberSchema, PurchaseOrderMessages } from './purchase-order.js';

describe('a purchase-order number (issue 46)', () => {
  it('is kept trimmed, and empty or missing is none', () => {
    expect(PoNumberSchema.parse('  PO-2026/0042 ')).toBe('PO-2026/0042');
    expect(PoNumberSchema.parse('')).toBeNull();
    expect(PoNumberSchema.parse('   ')).toBeNull();
    expect(PoNumberSchema.parse(undefined)).toBeNull();
    expect(PayByInvoiceSchema.parse({ cart: [1], discount_price: 0 }).po_number ?? null).toBeNull();
  });

  it('refuses other characters and a number too long, with its message', () => {
    const refused = (value: unknown) => PoNumberSchema.safeParse(value).error?.issues[0]?.message;
    expect(refused('PO<script>')).toBe(PurchaseOrderMessages.characters);
    expect(refused(42)).toBe(PurchaseOrderMessages.characters);
    expect(refused('P'.repeat(PO_NUMBER_MAX_LENGTH + 1))).toBe(PurchaseOrderMessages.tooLong);
    expect(PoNumberSchema.parse('P'.repeat(PO_NUMBER_MAX_LENGTH))).toHaveLength(PO_NUMBER_MAX_LENGTH);
  });
});
