import { describe, expect, it } from 'vitest';
import { DOCUMENT_SERIES, documentNumberOf, firmYearOf } from './document-numbers.js';

describe('document numbers (issue 46)', () => {
  it('are printed with their series, year and six digits', () => {
    expect(documentNumberOf(DOCUMENT_SERIES.invoice, 2026, 42)).toBe('INV-2026-000042');
    expect(documentNumberOf(DOCUMENT_SERIES.creditNote, 2027, 1_234_567)).toBe('CN-2027-1234567');
  });

  it('count years by the firm’s calendar (New York), not UTC’s', () => {
    // 03:00 UTC on 1 January is still New Year's Eve in New York.
    expect(firmYearOf(new Date('2027-01-01T03:00:00Z'))).toBe(2026);
    expect(firmYearOf(new Date('2027-01-01T05:00:00Z'))).toBe(2027);
  });
});
