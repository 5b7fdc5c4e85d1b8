import { describe, expect, it } from 'vitest';
import { AdminPromoCodeCreateSchema } from '../admin/promo-codes.js';
import { lineKindsInWords } from './line-kinds.js';

describe('lineKindsInWords', () => {
  it('names the kinds in the catalogue’s order, or everything for none', () => {
    expect(lineKindsInWords([])).toBe('everything');
    expect(lineKindsInWords(['course_seats'])).toBe('course seats');
    expect(lineKindsInWords(['course_seats', 'subscription'])).toBe('subscriptions and course seats');
    expect(lineKindsInWords(['course_seats', 'archived_report', 'consultation_credit'])).toBe(
      'consultation credits, archived reports and course seats',
    );
  });
});

describe('a promo code’s kinds of item (issue 44)', () => {
  const code = { code: 'SEATS', kind: 'percent', percent_off: 10 } as const;

  it('keeps each kind once, and every kind as none', () => {
    expect(AdminPromoCodeCreateSchema.parse(code).applies_to).toEqual([]);
    expect(
      AdminPromoCodeCreateSchema.parse({ ...code, applies_to: ['course_seats', 'course_seats'] }).applies_to,
    ).toEqual(['course_seats']);
    expect(
      AdminPromoCodeCreateSchema.parse({
        ...code,
        applies_to: ['subscription', 'consultation_credit', 'archived_report', 'course_seats'],
      }).applies_to,
    ).toEqual([]);
  });

  it('refuses a kind it does not know', () => {
    expect(AdminPromoCodeCreateSchema.safeParse({ ...code, applies_to: ['seats'] }).success).toBe(false);
  });
});
