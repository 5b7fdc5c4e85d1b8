import { describe, expect, it } from 'vitest';
import { isArchiveSearchable } from './archive-rules.js';
import { ArchiveQuerySchema, ArchiveResponseSchema } from './archive.js';
import { highlightPieces } from './highlight-pieces.js';

describe('SPEC §5 archive search: only words with single spaces start a search', () => {
  it.each([
    ['coffee', true],
    ['coffee prices', true],
    ['"coffee prices" OR cocoa -sugar', true],
    ['Café São Paulo', true],
    ['', false],
    [' coffee', false],
    ['coffee ', false],
    ['coffee  prices', false],
    ['coffee\tprices', false],
    ['x'.repeat(201), false],
  ])('%j searches: %s', (text, searchable) => {
    expect(isArchiveSearchable(text)).toBe(searchable);
  });
});

describe('archive query (SPEC §7 reports/elastic-search/)', () => {
  it('defaults to page 1, trims the search and treats empty filters as none', () => {
    expect(
      ArchiveQuerySchema.parse({ page: '', pdf_search: '  arabica  ', sort: '', report_type_name: '' }),
    ).toEqual({ page: 1, pdf_search: 'arabica' });
  });

  it('reads every field', () => {
    expect(
      ArchiveQuerySchema.parse({
        page: '2',
        pdf_search: '"frost damage" -brazil',
        sort: 'name_desc',
        report_type_name: 'Coffee Weekly Report',
      }),
    ).toEqual({
      page: 2,
      pdf_search: '"frost damage" -brazil',
      sort: 'name_desc',
      report_type_name: 'Coffee Weekly Report',
    });
  });

  it.each([
    [{}, 'Type one or more words to search the archive.'],
    [{ pdf_search: '' }, 'Type one or more words to search the archive.'],
    [{ pdf_search: '   ' }, 'Type one or more words to search the archive.'],
    [{ pdf_search: 'x'.repeat(201) }, 'Search may be at most 200 characters long.'],
    [{ pdf_search: 'coffee', page: '0' }, 'Page must be a whole number from 1.'],
    [{ pdf_search: 'coffee', page: 'two' }, 'Page must be a whole number from 1.'],
    [{ pdf_search: 'coffee', sort: 'a_z' }, 'Sort must be name_asc or name_desc.'],
  ])('refuses %j', (query, message) => {
    expect(ArchiveQuerySchema.safeParse(query).error?.issues[0]?.message).toBe(message);
  });
});

describe('archive answer', () => {
  it('holds results with plain-text highlights and match ranges', () => {
    const answer = {
      status: true,
      message: 'Reports found.',
      data: {
        count: 1,
        count_capped: false,
        results: [
          {
            id: 1,
            report_name: 'Coffee Weekly',
            report_summary: 'Prices',
            published_at: null,
            report_type: 2,
            report_type_name: 'Coffee Weekly Report',
            highlights: [{ text: 'frost in Minas', matches: [{ start: 0, end: 5 }] }],
            can_open: false,
            bookmark_id: null,
          },
        ],
      },
    };
    expect(ArchiveResponseSchema.parse(answer)).toEqual(answer);
  });

  it('reads an answer without count_capped (a back end that counts every match) as not capped', () => {
    const answer = {
      status: true,
      message: 'No reports match this search.',
      data: { count: 0, results: [] },
    };
    expect(ArchiveResponseSchema.parse(answer).data.count_capped).toBe(false);
  });
});

describe('highlight pieces (rendered as <mark> by the client)', () => {
  it.each([
    [{ text: 'frost in Minas', matches: [] }, [{ text: 'frost in Minas', match: false }]],
    [
      {
        text: 'frost in Minas',
        matches: [
          { start: 9, end: 14 },
          { start: 0, end: 5 },
        ],
      },
      [
        { text: 'frost', match: true },
        { text: ' in ', match: false },
        { text: 'Minas', match: true },
      ],
    ],
    [
      {
        text: '<b>frost</b>',
        matches: [
          { start: 3, end: 8 },
          { start: 40, end: 45 },
        ],
      },
      [
        { text: '<b>', match: false },
        { text: 'frost', match: true },
        { text: '</b>', match: false },
      ],
    ],
  ])('cuts %j', (highlight, pieces) => {
    expect(highlightPieces(highlight)).toEqual(pieces);
  });
});
