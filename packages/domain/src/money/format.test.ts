import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCents, formatUsd, formatYearlyPrice } from './format.js';

describe('SPEC §9 money: USD, no decimals in cart and lists, up to 2 in billing', () => {
  it.each([
    [4500, '$4,500'],
    [900, '$900'],
    [0, '$0'],
    [3949.6, '$3,950'],
  ])('lists show %d as %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it.each([
    [4500, '$4,500'],
    [4050.5, '$4,050.50'],
    [1234.56, '$1,234.56'],
  ])('billing shows %d as %s', (amount, text) => {
    expect(formatUsd(amount, 'cents')).toBe(text);
  });

  it('prices per YEAR (SPEC §2: $3,950/YEAR)', () => {
    expect(formatYearlyPrice(3950)).toBe('$3,950/YEAR');
  });

  it('shows an amount kept in cents as billing does', () => {
    expect(formatCents(405_050)).toBe('$4,050.50');
    expect(formatCents(195_000)).toBe('$1,950');
  });

  it('writes what Intl writes for en-US dollars, without loading its locale data in the browser', () => {
    const whole = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const twoDigits = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
    });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const dollars = cents / 100;
        expect(formatUsd(dollars)).toBe(whole.format(Math.round(dollars) || 0));
        expect(formatUsd(dollars, 'cents')).toBe(
          cents % 100 === 0 ? whole.format(dollars) : twoDigits.format(dollars),
        );
      }),
    );
    expect(formatUsd(-1950.5, 'cents')).toBe('-$1,950.50');
    expect(formatUsd(1_234_567)).toBe('$1,234,567');
  });

  it('converts cents and dollars without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(centsToDollars(395000)).toBe(3950);
  });
});
