import { describe, expect, it } from 'vitest';
import { acceptLibrarySearch, LibraryQuerySchema } from './library.js';

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
