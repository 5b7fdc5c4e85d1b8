import { describe, expect, it } from 'vitest';
import { oneOf, page, searchParams, text, wholeNumber } from './search-params';

describe('search param readers', () => {
  it('reads whole numbers written as digits, within their range', () => {
    const read = wholeNumber(1, 10);
    expect([read('3'), read(3), read('10')]).toEqual([3, 3, 10]);
    expect([read('0'), read('11'), read('2.5'), read(''), read(' '), read('x'), read(['3'])]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(page('100000')).toBe(100_000);
  });

  it('reads one of a list, and text a rule accepts, as the rule gives it back', () => {
    expect([oneOf(['a', 'b'])('b'), oneOf(['a', 'b'])('c'), oneOf(['a'])(1)]).toEqual([
      'b',
      undefined,
      undefined,
    ]);
    const trimmed = text(
      (value) => value.trim() !== '',
      (value) => value.trim(),
    );
    expect([trimmed(' x '), trimmed('  '), trimmed(2)]).toEqual(['x', undefined, undefined]);
  });

  it('answers every param it reads, a refused one as undefined, so it replaces what the URL said', () => {
    const read = searchParams({ page, sort: oneOf(['a_z']) })({
      page: '2',
      sort: 'evil',
      other: 'kept by the router',
    });
    expect(read).toEqual({ page: 2, sort: undefined });
    expect(Object.keys(read)).toEqual(['page', 'sort']);
  });
});
