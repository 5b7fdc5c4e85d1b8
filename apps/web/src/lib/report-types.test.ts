import type { ReportType } from '@firm/domain';
import { describe, expect, it } from 'vitest';
import { findReportType, planRows, sellableReportTypes, suggestedPairings } from './report-types';

function type(id: number, name: string, parent: number | null, priced: boolean, sub_list: ReportType[] = []) {
  const price = (value: number) => (priced ? value : null);
  return {
    id,
    report_type_name: name,
    title: name,
    report_type: parent,
    subscription_price_for_single_user: price(1950),
    subscription_price_for_upto_3_user: price(4400),
    subscription_price_for_enterprise: price(7800),
    sub_list,
  } satisfies ReportType;
}

const CATALOGUE: ReportType[] = [
  type(1, 'Softs Weekly Round Up', null, true),
  type(2, 'Coffee', null, false, [
    type(3, 'Coffee Weekly Report', 2, true),
    type(4, 'Coffee In-Depth Report', 2, true),
  ]),
  type(5, 'Cocoa', null, false, [
    type(6, 'Cocoa Weekly Report', 5, true),
    type(7, 'Cocoa In-Depth Report', 5, true),
  ]),
];

describe('report types of the library', () => {
  it('offers the sold types in catalogue order as filter choices', () => {
    expect(sellableReportTypes(CATALOGUE).map((t) => t.id)).toEqual([1, 3, 4, 6, 7]);
  });

  it('finds nested types', () => {
    expect(findReportType(CATALOGUE, 7)?.report_type_name).toBe('Cocoa In-Depth Report');
    expect(findReportType(CATALOGUE, 99)).toBeUndefined();
  });

  it('pairs a report type with the other types of its commodity', () => {
    expect(suggestedPairings(CATALOGUE, 3).map((t) => t.report_type_name)).toEqual([
      'Coffee In-Depth Report',
    ]);
    expect(suggestedPairings(CATALOGUE, 7).map((t) => t.id)).toEqual([6]);
  });

  it('pairs the round-up with other sold top-level types only (here: none)', () => {
    expect(suggestedPairings(CATALOGUE, 1)).toEqual([]);
    expect(suggestedPairings(CATALOGUE, 42)).toEqual([]);
  });

  it('lists the three yearly plans, the enterprise one with no limits and a monthly call (SPEC §9)', () => {
    expect(planRows(CATALOGUE[0]!)).toEqual([
      { key: 'subscription_price_for_single_user', label: 'SINGLE USER', price: 1950, note: undefined },
      { key: 'subscription_price_for_upto_3_user', label: "UP TO 3 USER'S", price: 4400, note: undefined },
      {
        key: 'subscription_price_for_enterprise',
        label: 'ENTERPRISE',
        price: 7800,
        note: 'No limits, monthly call',
      },
    ]);
    expect(planRows(CATALOGUE[1]!)).toEqual([]);
  });
});
