import { parseSearch } from '@firm/domain';
import { describe, expect, it } from 'vitest';
import { dayOf, ReportsSearchSchema, reportsRequest } from './reports-search';

const parse = (searchStr: string) => ReportsSearchSchema.parse(parseSearch(searchStr));

describe('the reports list search params', () => {
  it('reads every value of the URL', () => {
    expect(
      parse(
        '?q=coffee&type=3&from=2026-01-01&to=2026-03-31&state=unpublished&sort=name&direction=asc&page=2',
      ),
    ).toEqual({
      q: 'coffee',
      type: 3,
      from: '2026-01-01',
      to: '2026-03-31',
      state: 'unpublished',
      sort: 'name',
      direction: 'asc',
      page: 2,
    });
  });

  it('asks for every report, newest first, page 1 when the URL says nothing', () => {
    expect(parse('')).toEqual({});
    expect(reportsRequest(parse(''))).toEqual({
      state: 'all',
      sort: 'created_at',
      direction: 'desc',
      page: 1,
    });
  });

  it('drops values the list cannot use instead of failing the page', () => {
    expect(parse('?state=gone&sort=size&direction=up&page=0&type=x&from=2026-02-30&to=soon&q=ok')).toEqual({
      q: 'ok',
    });
  });

  it('sends the filters by the API’s names, dates the right way round', () => {
    expect(reportsRequest(parse('?type=4&from=2026-03-31&to=2026-01-01&q=sugar'))).toEqual({
      q: 'sugar',
      type: 4,
      published_from: '2026-01-01',
      published_to: '2026-03-31',
      state: 'all',
      sort: 'created_at',
      direction: 'desc',
      page: 1,
    });
  });
});

describe('labels', () => {
  it('writes dates as the date input holds them', () => {
    expect(dayOf('2026-03-09T00:00:00.000Z')).toBe('2026-03-09');
    expect(dayOf(null)).toBe('');
  });
});
