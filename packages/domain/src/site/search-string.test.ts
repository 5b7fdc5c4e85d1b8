import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-string.js';

describe('router search params as plain strings', () => {
  it('keeps a quoted phrase as typed, both ways', () => {
    expect(parseSearch('?pdf_search=%22frost%20damage%22')).toEqual({ pdf_search: '"frost damage"' });
    const searchStr = stringifySearch({ pdf_search: '"a b"' });
    expect(parseSearch(searchStr)).toEqual({ pdf_search: '"a b"' });
  });

  it('keeps text that looks like JSON as text', () => {
    expect(parseSearch('?search_query=2025&flag=true&none=null')).toEqual({
      search_query: '2025',
      flag: 'true',
      none: 'null',
    });
  });

  it("a page number is text until the route's schema reads it (see the features' *-search tests)", () => {
    expect(parseSearch('?page=2&pdf_search=arabica')).toEqual({ page: '2', pdf_search: 'arabica' });
  });

  it('drops empty values', () => {
    expect(parseSearch('?page=&pdf_search=coffee&sort=')).toEqual({ pdf_search: 'coffee' });
    expect(stringifySearch({ page: undefined, sort: '', pdf_search: null, report_type: 4 })).toBe(
      '?report_type=4',
    );
    expect(stringifySearch({})).toBe('');
  });

  it('writes an object as JSON, never as [object Object]', () => {
    expect(parseSearch(stringifySearch({ filters: { a: 1 } }))).toEqual({ filters: '{"a":1}' });
  });

  it('writes numbers as their digits', () => {
    const searchStr = stringifySearch({ page: 2, sort: 'name_asc' });
    expect(searchStr).toBe('?page=2&sort=name_asc');
    expect(parseSearch(searchStr)).toEqual({ page: '2', sort: 'name_asc' });
  });
});
