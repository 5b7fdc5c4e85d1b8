import { describe, expect, it } from 'vitest';
import { readBookmarksSearch } from './bookmarks-search';

describe('Bookmarks URL search', () => {
  it('keeps a page number', () => {
    expect(readBookmarksSearch({ page: 3 })).toEqual({ page: 3 });
    expect(readBookmarksSearch({ page: '2' })).toEqual({ page: 2 });
  });

  it.each([0, -1, 'two', 2.5, null])('drops page=%j instead of failing', (page) => {
    expect(readBookmarksSearch({ page })).toEqual({});
  });
});
