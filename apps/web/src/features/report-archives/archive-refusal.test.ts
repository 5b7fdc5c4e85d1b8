import { ApiRequestError } from '@firm/api-client';
import { ArchiveQueryMessages } from '@firm/domain';
import { describe, expect, it } from 'vitest';
import { retriesArchiveSearch } from '../../data/archive';
import { archiveRefusalOf } from './archive-refusal';

const tooMany = new ApiRequestError(429, ArchiveQueryMessages.tooManySearches, undefined);
const pageOutOfReach = new ApiRequestError(400, ArchiveQueryMessages.visitorPages, {
  page: [ArchiveQueryMessages.visitorPages],
});

describe('archive search refusals shown to the person searching', () => {
  it('shows too many searches (429) in the words of the API', () => {
    expect(archiveRefusalOf(tooMany)).toEqual({
      message: ArchiveQueryMessages.tooManySearches,
      pageOutOfReach: false,
    });
  });

  it('shows a page past the ones a visitor may see, with a way back', () => {
    expect(archiveRefusalOf(pageOutOfReach)).toEqual({
      message: ArchiveQueryMessages.visitorPages,
      pageOutOfReach: true,
    });
  });

  it.each([
    [
      'a server fault',
      new ApiRequestError(500, 'An unexpected error occurred. Please try again.', undefined),
    ],
    ['another refusal', new ApiRequestError(400, ArchiveQueryMessages.search, { pdf_search: ['x'] })],
    ['a 429 without a message', new ApiRequestError(429, undefined, undefined)],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('only logs %s (SPEC §8)', (_what, error) => {
    expect(archiveRefusalOf(error)).toBeNull();
  });

  it('asks again once after a fault, never after a refusal', () => {
    const fault = new ApiRequestError(500, undefined, undefined);
    expect(retriesArchiveSearch(0, fault)).toBe(true);
    expect(retriesArchiveSearch(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retriesArchiveSearch(1, fault)).toBe(false);
    expect(retriesArchiveSearch(0, tooMany)).toBe(false);
    expect(retriesArchiveSearch(0, pageOutOfReach)).toBe(false);
  });
});
