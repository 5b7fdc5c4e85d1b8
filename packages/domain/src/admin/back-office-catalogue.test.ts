import { describe, expect, it } from 'vitest';
import { keptPriceNote } from '../cart/cart.js';
import { AdminPromoCodeCreateSchema, PromoCodeMessages } from './promo-codes.js';
import {
  AdminReportTypeUpdateSchema,
  imageTypeOf,
  reportTypeImagePath,
  ReportTypeMessages,
} from './report-types.js';

describe('a cart line priced before a price change', () => {
  it('says the price now only when it differs', () => {
    expect(keptPriceNote({ report_price: 4500, current_price: 4500 })).toBeNull();
    expect(keptPriceNote({ report_price: 4500, current_price: 4999.5 })).toBe(
      'Priced when you added it; the price is now $4,999.50.',
    );
  });
});

describe('report type edits', () => {
  it('takes prices in dollars with at most 2 decimals, or null', () => {
    expect(AdminReportTypeUpdateSchema.parse({ price_single: 1950.5, price_enterprise: null })).toEqual({
      price_single: 1950.5,
      price_enterprise: null,
    });
    const refused = AdminReportTypeUpdateSchema.safeParse({ price_single: 1.005 });
    expect(refused.error?.issues[0]?.message).toBe(ReportTypeMessages.price);
  });

  it('knows pictures by their first bytes, never SVG', () => {
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('gives a picture an address that changes with it', () => {
    expect(reportTypeImagePath(3, 'report-types/3-0123456789abcdef.png')).toBe(
      '/api/report-types/3/image?v=0123456789abcdef',
    );
  });
});

describe('a new promo code', () => {
  it('is kept in upper case without spaces', () => {
    expect(
      AdminPromoCodeCreateSchema.parse({ code: ' spring 10 ', kind: 'percent', percent_off: 10 }),
    ).toMatchObject({ code: 'SPRING10' });
  });

  it('takes the amount its kind needs, and empty fields as none', () => {
    const fixed = AdminPromoCodeCreateSchema.safeParse({
      code: 'X',
      kind: 'fixed',
      percent_off: 5,
      max_redemptions: '',
    });
    expect(fixed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['amount_off', PromoCodeMessages.amount],
      ['percent_off', PromoCodeMessages.amountOnly],
    ]);
  });
});
