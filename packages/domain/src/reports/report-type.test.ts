import { describe, expect, it } from 'vitest';
import { isPurchasable } from './purchasable.js';
import { ReportTypesResponseSchema } from './report-type.js';

const weekly = {
  id: 3,
  report_type_name: 'Coffee Weekly Report',
  title: 'Prices, positioning and crop news every Monday',
  report_type: 2,
  subscription_price_for_single_user: 1950,
  subscription_price_for_upto_3_user: 4400,
  subscription_price_for_enterprise: 7800,
  sub_list: [],
};

describe('SPEC §3 report types', () => {
  it('reads nested types in sub_list', () => {
    const answer = ReportTypesResponseSchema.parse({
      status: true,
      data: {
        results: [
          {
            id: 2,
            report_type_name: 'Coffee',
            title: 'Coffee',
            report_type: null,
            subscription_price_for_single_user: null,
            subscription_price_for_upto_3_user: null,
            subscription_price_for_enterprise: null,
            sub_list: [weekly],
          },
        ],
      },
    });
    expect(answer.data.results[0]?.sub_list[0]?.report_type_name).toBe('Coffee Weekly Report');
  });

  it('refuses a negative price', () => {
    const result = ReportTypesResponseSchema.safeParse({
      status: true,
      data: { results: [{ ...weekly, subscription_price_for_single_user: -1 }] },
    });
    expect(result.success).toBe(false);
  });

  it('sells a type only when every tier has a price', () => {
    expect(isPurchasable(weekly)).toBe(true);
    expect(isPurchasable({ ...weekly, subscription_price_for_enterprise: null })).toBe(false);
  });
});
