import { describe, expect, it } from 'vitest';
import type { LibraryGroup, LibraryReport } from './library.js';
import { reportsInPageOrder } from './page-order.js';

function report(id: number, type: number, name: string, published_at: string | null): LibraryReport {
  return {
    id,
    report_name: name,
    report_summary: '',
    published_at,
    total_word_count: 0,
    report_type: type,
    report_type_name: `Type ${type}`,
    bookmark_id: null,
    subscription_status: null,
    added_at: null,
  };
}

/** Groups as the API builds them: a type where its first report is, each holding its reports in page order. */
function grouped(reports: LibraryReport[]): LibraryGroup[] {
  const groups = new Map<number, LibraryGroup>();
  for (const item of reports) {
    const group = groups.get(item.report_type) ?? {
      report_type: item.report_type,
      report_type_name: item.report_type_name,
      reports: [],
    };
    group.reports.push(item);
    groups.set(item.report_type, group);
  }
  return [...groups.values()];
}

const ids = (reports: LibraryReport[]) => reports.map((item) => item.id);

describe('the reports of a library page in page order', () => {
  it('newest first across report types, undated last', () => {
    const page = [
      report(5, 1, 'Coffee 3', '2026-11-16T00:00:00.000Z'),
      report(9, 2, 'Cocoa 2', '2026-11-09T00:00:00.000Z'),
      // Same day: the higher id first, as the API orders them.
      report(8, 2, 'Cocoa 1', '2026-11-02T00:00:00.000Z'),
      report(4, 1, 'Coffee 2', '2026-11-02T00:00:00.000Z'),
      report(3, 1, 'Coffee 1', null),
    ];
    expect(ids(reportsInPageOrder(grouped(page)))).toEqual([5, 9, 8, 4, 3]);
  });

  it('A-Z and Z-A by name across report types', () => {
    const az = [report(1, 1, 'Alpha', null), report(2, 2, 'beta', null), report(3, 1, 'Gamma', null)];
    expect(ids(reportsInPageOrder(grouped(az), 'a_z'))).toEqual([1, 2, 3]);
    const za = [...az].reverse();
    expect(ids(reportsInPageOrder(grouped(za), 'z_a'))).toEqual([3, 2, 1]);
  });

  it('an empty page has no reports', () => {
    expect(reportsInPageOrder([])).toEqual([]);
  });
});
