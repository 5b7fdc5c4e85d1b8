import { describe, expect, it } from 'vitest';
import { isWebPagePath } from './public-pages.js';
import { isLibraryFirstPage, READER_DATA_BY_PAGE, READER_DATA_CALLS } from './served-data.js';

describe('a portal page sent with its reader’s data', () => {
  it.each([
    [{}, true],
    [{ page: 1 }, true],
    [{ page: '1' }, true],
    [{ page: 1, search_query: '', status: undefined, report_type: undefined, sort: undefined }, true],
    [{ page: 2 }, false],
    [{ page: 1, search_query: 'prices' }, false],
    [{ status: 'active' }, false],
    [{ report_type: 3 }, false],
    [{ sort: 'oldest' }, false],
  ])('the library’s request %j is the first page without filters: %s', (request, expected) => {
    expect(isLibraryFirstPage(request)).toBe(expected);
  });

  it('is a page of the portal, and asks the library for its first page only', () => {
    for (const page of Object.keys(READER_DATA_BY_PAGE)) {
      expect(page.startsWith('/client/')).toBe(true);
      expect(isWebPagePath(page)).toBe(true);
    }
    expect(new URL(READER_DATA_CALLS.library, 'http://site').searchParams.get('page')).toBe('1');
    for (const call of Object.values(READER_DATA_CALLS)) expect(call.startsWith('/api/')).toBe(true);
  });
});
