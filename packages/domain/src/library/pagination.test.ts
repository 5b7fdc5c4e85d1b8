import { describe, expect, it } from 'vitest';
import { pageCount, pageItems } from './pagination.js';

describe('SPEC §9 pagination', () => {
  it.each([
    [0, 0],
    [1, 1],
    [10, 1],
    [11, 2],
    [95, 10],
  ])('%i items make %i pages of 10', (count, pages) => {
    expect(pageCount(count)).toBe(pages);
  });

  it.each([
    [1, 3, [1, 2, 3]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 4, 'ellipsis-end', 10]],
    [5, 10, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]],
    [10, 10, [1, 'ellipsis-start', 7, 8, 9, 10]],
    [3, 10, [1, 2, 3, 4, 'ellipsis-end', 10]],
  ] as const)('page %i of %i shows %j (at most five numbers)', (current, total, items) => {
    const shown = pageItems(current, total);
    expect(shown).toEqual(items);
    expect(shown.filter((item) => typeof item === 'number').length).toBeLessThanOrEqual(5);
  });
});
