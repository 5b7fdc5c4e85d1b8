import { describe, expect, it } from 'vitest';
import { InvoiceNumberSchema, OrderNumberSchema } from './order.js';

describe('order and invoice numbers', () => {
  it('accepts the numbers the server issues and nothing else', () => {
    expect(InvoiceNumberSchema.safeParse('INV-2026-001001').success).toBe(true);
    expect(OrderNumberSchema.safeParse('SO-2026-001001').success).toBe(true);
    for (const bad of ['SO-2026-001001', 'inv-2026-001001', 'INV-26-001001', 'INV-2026-1001', '../x.pdf', ''])
      expect(InvoiceNumberSchema.safeParse(bad).success, bad).toBe(false);
  });
});
