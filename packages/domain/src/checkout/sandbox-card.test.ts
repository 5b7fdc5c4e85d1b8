import { describe, expect, it } from 'vitest';
import { checkSandboxCard, sandboxCardOutcome, SANDBOX_CARDS } from './sandbox-card.js';

const TODAY = new Date('2026-11-21T12:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12 / 28', cvc: '123' };

describe('sandbox card checks (SPEC §8 codes and messages)', () => {
  it.each([
    [{ ...good, number: '4242 4242' }, 'incomplete_number', 'Your card number is incomplete.'],
    [{ ...good, expiry: '12' }, 'incomplete_expiry', 'Your card’s expiration date is incomplete.'],
    [{ ...good, cvc: '12' }, 'incomplete_cvc', 'Your card’s security code is incomplete.'],
    [{ ...good, number: '4242 4242 4242 4241' }, 'invalid_number', 'Your card number is invalid.'],
    [
      { ...good, expiry: '10 / 26' },
      'invalid_expiry_year_past',
      'Your card’s expiration date is in the past.',
    ],
    [{ ...good, expiry: '13 / 28' }, 'invalid_expiry_month', 'Your card’s expiration date is invalid.'],
  ])('%j → %s', (card, code, message) => {
    expect(checkSandboxCard(card, TODAY)).toEqual({ code, message });
  });

  it('lets a complete card of this month or later through', () => {
    expect(checkSandboxCard(good, TODAY)).toBeNull();
    expect(checkSandboxCard({ ...good, expiry: '11/26' }, TODAY)).toBeNull();
  });

  it('declines the test cards as Stripe does, and lets 4242… pay', () => {
    expect(sandboxCardOutcome({ ...good, number: SANDBOX_CARDS.declined })).toEqual({
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(sandboxCardOutcome({ ...good, number: SANDBOX_CARDS.insufficientFunds })).toMatchObject({
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(sandboxCardOutcome(good)).toBeNull();
  });
});
