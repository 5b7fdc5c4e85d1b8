import { describe, expect, it } from 'vitest';
import { parseSearch } from '@firm/domain';
import { InquiriesSearchSchema, inquiriesRequest } from './inquiries-search';

const parse = (searchStr: string) => InquiriesSearchSchema.parse(parseSearch(searchStr));

describe('the inbox search params', () => {
  it('reads every value of the URL', () => {
    expect(parse('?state=handled&q=ana&sort=company&direction=asc&page=3')).toEqual({
      state: 'handled',
      q: 'ana',
      sort: 'company',
      direction: 'asc',
      page: 3,
    });
  });

  it('asks for new inquiries, newest first, page 1 when the URL says nothing', () => {
    expect(parse('')).toEqual({});
    expect(inquiriesRequest(parse(''))).toEqual({
      state: 'new',
      sort: 'created_at',
      direction: 'desc',
      page: 1,
    });
  });

  it('drops values the inbox cannot use instead of failing the page', () => {
    expect(parse('?state=archived&sort=phone&direction=up&page=0&q=ok')).toEqual({ q: 'ok' });
    expect(parse('?page=two')).toEqual({});
    expect(parse(`?q=${'a'.repeat(101)}`)).toEqual({});
  });

  it('sends the search only when there is one', () => {
    expect(inquiriesRequest(parse('?q=%20%20'))).not.toHaveProperty('q');
    expect(inquiriesRequest(parse('?q=ana%40cafe.example.br&state=all'))).toMatchObject({
      q: 'ana@cafe.example.br',
      state: 'all',
    });
  });
});
