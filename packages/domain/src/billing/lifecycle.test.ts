import { describe, expect, it } from 'vitest';
import { daysLeft, nextActionOf, proratedUpgradeCents, renewalDates, tierChange } from './lifecycle.js';

const paidUntil = new Date('2027-03-01T00:00:00Z');
const facts = {
  state: 'active' as const,
  paymentMethod: 'card' as const,
  paidUntil,
  endsAt: paidUntil,
  renewalFailures: 0,
};

describe('renewalDates', () => {
  it('puts the notice 30 days and the last reminder 7 days before the end, the retries 3, 7 and 14 after', () => {
    const dates = renewalDates(paidUntil);
    expect(dates.renewalDueAt.toISOString()).toBe('2027-01-30T00:00:00.000Z');
    expect(dates.lastReminderAt.toISOString()).toBe('2027-02-22T00:00:00.000Z');
    expect(dates.retriesAt.map((date) => date.toISOString().slice(0, 10))).toEqual([
      '2027-03-04',
      '2027-03-08',
      '2027-03-15',
    ]);
  });
});

describe('nextActionOf', () => {
  it('names the renewal notice of an active subscription, the end of a granted one', () => {
    expect(nextActionOf(facts)).toEqual({ action: 'renewal_notice', at: new Date('2027-01-30T00:00:00Z') });
    expect(nextActionOf({ ...facts, paymentMethod: 'complimentary' })).toEqual({
      action: 'ends',
      at: paidUntil,
    });
  });

  it('charges a card at the renewal date, waits for an invoice until it is due', () => {
    expect(nextActionOf({ ...facts, state: 'renewal_due' })?.action).toBe('charge');
    expect(nextActionOf({ ...facts, state: 'renewal_due', paymentMethod: 'invoice' })?.action).toBe(
      'invoice_due',
    );
  });

  it('waits for a bank debit settling past the renewal date until access ends, charging nothing again', () => {
    const endsAt = new Date('2027-03-15T00:00:00Z');
    const settling = { ...facts, state: 'renewal_due' as const, paymentMethod: 'us_bank_account' as const };
    expect(nextActionOf(settling)).toEqual({ action: 'charge', at: paidUntil });
    expect(nextActionOf({ ...settling, endsAt })).toEqual({ action: 'grace_ends', at: endsAt });
  });

  it('retries a failed card through grace, then names the end of grace', () => {
    const endsAt = new Date('2027-03-15T00:00:00Z');
    const grace = { ...facts, state: 'grace' as const, endsAt };
    expect(nextActionOf({ ...grace, renewalFailures: 1 })).toEqual({
      action: 'retry_charge',
      at: new Date('2027-03-04T00:00:00Z'),
    });
    expect(
      nextActionOf({ ...grace, renewalFailures: 3 })
        ?.at.toISOString()
        .slice(0, 10),
    ).toBe('2027-03-15');
    expect(nextActionOf({ ...grace, renewalFailures: 4 })).toEqual({ action: 'grace_ends', at: endsAt });
    expect(nextActionOf({ ...grace, paymentMethod: 'invoice', renewalFailures: 0 })).toEqual({
      action: 'grace_ends',
      at: endsAt,
    });
  });

  it('has nothing left to do once expired', () => {
    expect(nextActionOf({ ...facts, state: 'expired' })).toBeNull();
  });
});

describe('upgrades', () => {
  it('charges the price difference for the days left, rounded to the cent', () => {
    const days = daysLeft(new Date('2026-09-01T00:00:00Z'), paidUntil, new Date('2026-03-01T00:00:00Z'));
    expect(days).toEqual({ left: 181, period: 365 });
    expect(proratedUpgradeCents(100_000, 250_000, days)).toBe(74_384);
    expect(proratedUpgradeCents(250_000, 100_000, days)).toBe(0);
  });

  it('charges for every day left when the paid-until date lies more than a period ahead (issue 39)', () => {
    const twoYearsOn = new Date('2028-03-01T00:00:00Z');
    const days = daysLeft(new Date('2026-09-01T00:00:00Z'), twoYearsOn, new Date('2027-03-01T00:00:00Z'));
    expect(days).toEqual({ left: 547, period: 366 });
    expect(proratedUpgradeCents(100_000, 250_000, days)).toBe(224_180);
  });

  it('tells an upgrade from a downgrade', () => {
    expect(tierChange('subscription_price_for_single_user', 'subscription_price_for_enterprise')).toBe(
      'upgrade',
    );
    expect(tierChange('subscription_price_for_enterprise', 'subscription_price_for_upto_3_user')).toBe(
      'downgrade',
    );
    expect(tierChange('subscription_price_for_enterprise', 'subscription_price_for_enterprise')).toBeNull();
  });
});
