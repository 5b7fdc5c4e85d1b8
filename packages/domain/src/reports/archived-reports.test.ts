import { describe, expect, it } from 'vitest';
import { CartItemSchema, cartLineName } from '../cart/cart.js';
import {
  AddArchivedReportSchema,
  ArchivedReportMessages,
  archiveCutoff,
  ArchivedReportsQuerySchema,
} from './archived-reports.js';

describe('the archive of reports sold alone', () => {
  it('starts at Monday 00:00 in New York, whatever the reader’s zone', () => {
    // Wednesday 2 December 2026, 15:00 UTC: the week began Monday 30 November, 05:00 UTC (EST).
    expect(archiveCutoff(new Date('2026-12-02T15:00:00Z')).toISOString()).toBe('2026-11-30T05:00:00.000Z');
    // Monday 03:00 UTC is still Sunday evening in New York: the week began the Monday before.
    expect(archiveCutoff(new Date('2026-11-30T03:00:00Z')).toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });

  it('follows daylight saving time: in summer the week starts at 04:00 UTC', () => {
    expect(archiveCutoff(new Date('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-07-13T04:00:00.000Z');
  });

  it('refuses a report that is not an id, with the message', () => {
    for (const report of [0, -1, 1.5, '3', 2 ** 40]) {
      const parsed = AddArchivedReportSchema.safeParse({ report });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(ArchivedReportMessages.report);
    }
    expect(AddArchivedReportSchema.parse({ report: 7 })).toEqual({ report: 7 });
  });

  it('reads the listing query as the library reads its page and search', () => {
    expect(ArchivedReportsQuerySchema.parse({})).toEqual({ page: 1 });
    expect(ArchivedReportsQuerySchema.parse({ page: '2', search_query: 'cocoa' })).toEqual({
      page: 2,
      search_query: 'cocoa',
    });
    expect(ArchivedReportsQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('names a cart line of one report by the report', () => {
    const line = CartItemSchema.parse({
      kind: 'archived_report',
      id: 4,
      report: { id: 9, report_name: 'Cocoa Weekly 12', report_type_name: 'Cocoa Weekly', published_at: null },
      image: '/images/report-types/cocoa.svg',
      report_price: 450,
      current_price: 450,
    });
    expect(cartLineName(line)).toBe('Report: Cocoa Weekly 12');
  });
});
