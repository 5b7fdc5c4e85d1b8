import { describe, expect, it } from 'vitest';
import { parseSearch } from '@firm/domain';
import { readLibrarySearch, libraryQueryOf } from './library-search';

describe('Report Library URL search', () => {
  it('keeps the allowed values', () => {
    expect(
      readLibrarySearch({
        page: 2,
        search_query: 'coffee & cocoa, 2025',
        status: 'expire',
        report_type: '7',
        sort: 'z_a',
      }),
    ).toEqual({
      page: 2,
      search_query: 'coffee & cocoa, 2025',
      status: 'expire',
      report_type: 7,
      sort: 'z_a',
    });
  });

  it('is empty without params: page 1, no filter', () => {
    expect(readLibrarySearch({})).toEqual({});
    expect(libraryQueryOf({})).toEqual({
      page: 1,
      search_query: undefined,
      status: undefined,
      report_type: undefined,
      sort: undefined,
    });
  });

  it.each([
    ['page', 0],
    ['page', 'two'],
    ['page', 1.5],
    ['status', 'paid'],
    ['sort', 'newest'],
    ['report_type', 'coffee'],
    ['report_type', -3],
    ['search_query', ' coffee'],
    ['search_query', 'cof<script>'],
    ['search_query', ''],
    ['search_query', 'x'.repeat(101)],
    ['search_query', { nested: true }],
  ])('drops %s=%j instead of failing, keeping the rest', (key, value) => {
    expect(readLibrarySearch({ [key]: value, sort: 'a_z' })).toEqual({ sort: 'a_z' });
  });

  it('reads the URL as the router hands it over: text, numbers read here', () => {
    expect(readLibrarySearch(parseSearch('?search_query=2025&page=2&report_type=7'))).toEqual({
      search_query: '2025',
      page: 2,
      report_type: 7,
    });
  });

  it('asks the API for the page and filters of the URL', () => {
    expect(libraryQueryOf({ page: 3, report_type: 4, status: 'active' })).toMatchObject({
      page: 3,
      report_type: 4,
      status: 'active',
    });
  });
});
