import { describe, expect, it } from 'vitest';
import { parseSearch } from '@firm/domain';
import { archiveRequestOf, readArchiveSearch } from './archive-search';

describe('Report Archives URL search params', () => {
  it('keeps a search of words separated by single spaces, web-search syntax included (SPEC §5)', () => {
    expect(readArchiveSearch({ pdf_search: '"frost damage" OR drought -brazil' })).toEqual({
      pdf_search: '"frost damage" OR drought -brazil',
    });
    expect(readArchiveSearch(parseSearch('?pdf_search=2025'))).toEqual({ pdf_search: '2025' });
  });

  it.each([' frost', 'frost ', 'frost  damage', 'frost\tdamage', ''])(
    'drops %j: it fails the words-with-single-spaces rule, so it is no search',
    (pdf_search) => {
      expect(readArchiveSearch({ pdf_search })).toEqual({});
    },
  );

  it('keeps a hand-typed quoted phrase and reads the page from the URL', () => {
    expect(readArchiveSearch(parseSearch('?pdf_search=%22frost%20damage%22&page=2'))).toEqual({
      pdf_search: '"frost damage"',
      page: 2,
    });
  });

  it('drops a page, sort or report type that is not allowed instead of failing', () => {
    expect(
      readArchiveSearch({ pdf_search: 'frost', page: '0', sort: 'a_z', report_type_name: '  ' }),
    ).toEqual({ pdf_search: 'frost' });
    expect(
      readArchiveSearch({
        pdf_search: 'frost',
        page: '3',
        sort: 'name_desc',
        report_type_name: 'Coffee Weekly Report',
      }),
    ).toEqual({ pdf_search: 'frost', page: 3, sort: 'name_desc', report_type_name: 'Coffee Weekly Report' });
  });

  it('asks the API nothing without a search, and for page 1 by default', () => {
    expect(archiveRequestOf({ sort: 'name_asc' })).toBeNull();
    expect(archiveRequestOf({ pdf_search: 'frost' })).toEqual({
      pdf_search: 'frost',
      page: 1,
      sort: undefined,
      report_type_name: undefined,
    });
  });
});
