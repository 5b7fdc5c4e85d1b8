import { describe, expect, it } from 'vitest';
import { cardFieldOf, formatCardNumber, formatCvc, formatExpiry } from './card-input-format';

describe('sandbox card form input', () => {
  it('groups the card number by four and keeps digits only', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000 0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('4242 4')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('reads the expiry as MM / YY', () => {
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12 / 2');
    expect(formatExpiry('12/28')).toBe('12 / 28');
    expect(formatExpiry('12 / 2899')).toBe('12 / 28');
  });

  it('keeps up to four digits of the security code', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });

  it('puts each SPEC §8 card error under its input, a decline under the card', () => {
    expect(cardFieldOf('incomplete_number')).toBe('number');
    expect(cardFieldOf('invalid_number')).toBe('number');
    expect(cardFieldOf('incomplete_expiry')).toBe('expiry');
    expect(cardFieldOf('invalid_expiry_year_past')).toBe('expiry');
    expect(cardFieldOf('invalid_expiry_month')).toBe('expiry');
    expect(cardFieldOf('incomplete_cvc')).toBe('cvc');
    expect(cardFieldOf('card_declined')).toBeNull();
    expect(cardFieldOf(undefined)).toBeNull();
  });
});
