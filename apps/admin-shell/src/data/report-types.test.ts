import type { ReportType } from '@firm/domain';
import { describe, expect, it, vi } from 'vitest';
import { soldReportTypes } from './report-types';

vi.mock('../lib/api', () => ({ api: {} }));

const type = (
  id: number,
  name: string,
  prices: (number | null)[],
  sub_list: ReportType[] = [],
): ReportType => ({
  id,
  report_type_name: name,
  title: name,
  report_type: null,
  subscription_price_for_single_user: prices[0] ?? null,
  subscription_price_for_upto_3_user: prices[1] ?? null,
  subscription_price_for_enterprise: prices[2] ?? null,
  sub_list,
});

describe('soldReportTypes', () => {
  it('keeps the types priced for every tier, nested ones included, by name; groups and half-priced types not', () => {
    const types = [
      type(
        1,
        'Coffee',
        [null, null, null],
        [type(3, 'Coffee Weekly Report', [1500, 3000, 4500]), type(4, 'Coffee Daily', [1500, null, null])],
      ),
      type(2, 'Cocoa In-Depth Report', [900, 1800, 2700]),
    ];
    expect(soldReportTypes(types).map((sold) => sold.report_type_name)).toEqual([
      'Cocoa In-Depth Report',
      'Coffee Weekly Report',
    ]);
  });
});
