import { describe, expect, it } from 'vitest';
import {
  AdminOrderCreditSchema,
  correctedDocument,
  leftToCreditCents,
  PartialCreditMessages,
} from './partial-credits.js';

describe('credit notes for part of an order', () => {
  it('take an amount in whole cents above zero, a kind and a reason', () => {
    expect(AdminOrderCreditSchema.parse({ kind: 'refund', amount: 50.25, reason: ' Missed issue ' })).toEqual(
      {
        kind: 'refund',
        amount: 50.25,
        reason: 'Missed issue',
      },
    );
    for (const amount of [0, -1, 0.005, 10_000_000.01, Number.NaN, '5'])
      expect(
        AdminOrderCreditSchema.safeParse({ kind: 'correction', amount, reason: 'r' }).error?.issues[0]
          ?.message,
      ).toBe(PartialCreditMessages.amount);
    expect(
      AdminOrderCreditSchema.safeParse({ kind: 'void', amount: 1, reason: 'r' }).error?.issues[0]?.message,
    ).toBe(PartialCreditMessages.kind);
  });

  it('leave what the earlier ones did not give back, in cents', () => {
    expect(leftToCreditCents({ total_cents: 20_000, credit_notes: [] })).toBe(20_000);
    expect(
      leftToCreditCents({ total_cents: 20_000, credit_notes: [{ amount: 50.25 }, { amount: 0.1 }] }),
    ).toBe(14_965);
  });

  it('name the invoice they correct, or the order without one, and say how much is left', () => {
    expect(correctedDocument({ invoiceNumber: 'INV-2026-000042', number: 'SO-2026-001042' })).toBe(
      'invoice INV-2026-000042',
    );
    expect(correctedDocument({ invoiceNumber: null, number: 'SO-2026-001042' })).toBe('order SO-2026-001042');
    expect(PartialCreditMessages.overRemaining(10_050, 'order SO-2026-001042')).toBe(
      'A credit note may give back at most $100.50: what is left of order SO-2026-001042 after its earlier credit notes.',
    );
    expect(PartialCreditMessages.overRemaining(0, 'invoice INV-2026-000042')).toBe(
      'Nothing is left to credit on invoice INV-2026-000042: its credit notes already give back its total.',
    );
  });
});
