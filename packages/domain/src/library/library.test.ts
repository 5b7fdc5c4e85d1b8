import { describe, expect, it } from 'vitest';
import { BookmarksResponseSchema } from './bookmarks.js';
import { acceptLibrarySearch } from './library-rules.js';
import { LibraryQuerySchema, LibraryReportSchema } from './library.js';

describe('SPEC §5 library search input', () => {
  it.each([
    ['', 'coffee', 'coffee'],
    ['coffee', 'coffee & cocoa, 2025', 'coffee & cocoa, 2025'],
    ['', 'Café São Paulo', 'Café São Paulo'],
    ['', ' coffee', ''],
    ['cof', 'cof<script>', 'cof'],
    ['cof', 'cof$', 'cof'],
  ])('holding %j, typing %j keeps %j', (previous, typed, kept) => {
    expect(acceptLibrarySearch(previous, typed)).toBe(kept);
  });
});

describe('library query', () => {
  it('defaults to page 1 and treats empty values as no filter', () => {
    expect(
      LibraryQuerySchema.parse({ page: '', search_query: '', status: '', report_type: '', sort: '' }),
    ).toEqual({ page: 1 });
  });

  it('reads numbers from the query string', () => {
    expect(
      LibraryQuerySchema.parse({
        page: '3',
        report_type: '7',
        status: 'expire',
        sort: 'z_a',
        search_query: 'arabica',
      }),
    ).toEqual({ page: 3, report_type: 7, status: 'expire', sort: 'z_a', search_query: 'arabica' });
  });

  it.each([
    [{ page: '0' }, 'Page must be a whole number from 1.'],
    [{ page: 'two' }, 'Page must be a whole number from 1.'],
    [{ status: 'paid' }, 'Status must be active or expire.'],
    [{ sort: 'newest' }, 'Sort must be a_z or z_a.'],
    [{ report_type: 'coffee' }, 'Report type must be a report type id.'],
    [
      { search_query: ' coffee' },
      'Search may hold letters, digits, common punctuation and spaces, and may not start with a space.',
    ],
  ])('refuses %j', (query, message) => {
    expect(LibraryQuerySchema.safeParse(query).error?.issues[0]?.message).toBe(message);
  });
});

describe('subscription status of a listed report', () => {
  const report = {
    id: 1,
    report_name: 'Sugar Weekly 01',
    report_summary: 'Cane.',
    published_at: null,
    total_word_count: 3,
    report_type: 4,
    report_type_name: 'Sugar Weekly Report',
    bookmark_id: null,
  };

  it('keeps active or expired', () => {
    expect(LibraryReportSchema.parse({ ...report, subscription_status: 'expired' }).subscription_status).toBe(
      'expired',
    );
  });

  it('reads a server without the field as never subscribed', () => {
    expect(LibraryReportSchema.parse(report).subscription_status).toBeNull();
  });

  it('refuses another state', () => {
    expect(LibraryReportSchema.safeParse({ ...report, subscription_status: 'lapsed' }).success).toBe(false);
  });

  it('a bookmarks answer without report_access opens nothing', () => {
    const bookmark = { ...report, id: 'b1', report_id: 1 };
    const parsed = BookmarksResponseSchema.parse({ status: true, count: 1, data: [bookmark] });
    expect(parsed.report_access).toEqual([]);
    expect(parsed.data[0]?.subscription_status).toBeNull();
  });
});
