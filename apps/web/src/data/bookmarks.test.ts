import type { BookmarksResponse } from '@firm/domain';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { archiveQueryKey } from './archive';
import { bookmarkMutationOptions, bookmarksQueryKey, type BookmarkChange } from './bookmarks';
import { libraryQueryKey } from './library';

const fake = vi.hoisted(() => ({ addBookmark: vi.fn(), removeBookmark: vi.fn() }));
vi.mock('../lib/api', () => ({ api: fake, session: { read: () => ({}) } }));

const bookmark = (id: string, reportId: number) => ({
  id,
  report_id: reportId,
  report_name: `Report ${reportId}`,
  report_type: 1,
  report_type_name: 'Coffee Weekly Report',
  published_at: null,
  report_summary: '',
  subscription_status: 'active' as const,
});

const pageOne: BookmarksResponse = {
  status: true,
  data: [bookmark('b1', 11), bookmark('b2', 12)],
  count: 3,
  report_access: [],
  licensed_reports: [],
};
const pageTwo: BookmarksResponse = {
  status: true,
  data: [bookmark('b3', 13)],
  count: 3,
  report_access: [],
  licensed_reports: [],
};

const PAGE_ONE = [...bookmarksQueryKey, { page: 1 }];
const PAGE_TWO = [...bookmarksQueryKey, { page: 2 }];
const LIBRARY = [...libraryQueryKey, { page: 1 }];
const NEWEST = [...libraryQueryKey, 'newest'];
const ARCHIVE = [...archiveQueryKey, { pdf_search: 'coffee' }];

let client: QueryClient;
let errors: ReturnType<typeof vi.spyOn>;

function seed() {
  client.setQueryData(PAGE_ONE, pageOne);
  client.setQueryData(PAGE_TWO, pageTwo);
  client.setQueryData(LIBRARY, { status: true, data: [], count: 0, report_access: [] });
  client.setQueryData(NEWEST, { reports: [], reportAccess: [] });
  client.setQueryData(ARCHIVE, { status: true, message: '', data: { results: [], count: 0 } });
}

const change = (variables: BookmarkChange) =>
  new MutationObserver(client, bookmarkMutationOptions(client)).mutate(variables);

const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

beforeEach(() => {
  client = createQueryClient();
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  seed();
});
afterEach(() => {
  vi.resetAllMocks();
  errors.mockRestore();
});

describe('the bookmark mutation', () => {
  it('drops a removed bookmark from every cached page before the server answers', async () => {
    let answer: (value: unknown) => void = () => undefined;
    fake.removeBookmark.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const done = change({ reportId: 12, bookmarkId: 'b2' });
    await vi.waitFor(() => expect(fake.removeBookmark).toHaveBeenCalledWith('b2'));

    expect(client.getQueryData<BookmarksResponse>(PAGE_ONE)?.data.map((item) => item.id)).toEqual(['b1']);
    expect(client.getQueryData<BookmarksResponse>(PAGE_ONE)?.count).toBe(2);
    expect(client.getQueryData<BookmarksResponse>(PAGE_TWO)?.count).toBe(2);
    expect(invalidated(LIBRARY)).toBe(false);

    answer({ status: true });
    await done;
    expect(fake.addBookmark).not.toHaveBeenCalled();
  });

  it('marks every list that shows bookmarks stale once the change is done', async () => {
    fake.addBookmark.mockResolvedValue({ status: true });
    await change({ reportId: 20, bookmarkId: null });

    expect(fake.addBookmark).toHaveBeenCalledWith(20);
    // Adding touches no page before the server answers: the new bookmark's place is the server's to say.
    expect(client.getQueryData<BookmarksResponse>(PAGE_ONE)?.data).toHaveLength(2);
    for (const key of [PAGE_ONE, PAGE_TWO, LIBRARY, NEWEST, ARCHIVE]) expect(invalidated(key)).toBe(true);
  });

  it('puts a refused removal back and logs it once', async () => {
    fake.removeBookmark.mockRejectedValue(new Error('Something went wrong.'));
    await expect(change({ reportId: 12, bookmarkId: 'b2' })).rejects.toThrow('Something went wrong.');

    expect(client.getQueryData(PAGE_ONE)).toEqual(pageOne);
    expect(client.getQueryData(PAGE_TWO)).toEqual(pageTwo);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toBe('Removing a bookmark failed:');
    // What the server holds is fetched again, in every list.
    for (const key of [PAGE_ONE, LIBRARY, ARCHIVE]) expect(invalidated(key)).toBe(true);
  });

  it('refreshes the lists only after the last of several changes under way', async () => {
    let answerFirst: (value: unknown) => void = () => undefined;
    let answerSecond: (value: unknown) => void = () => undefined;
    fake.removeBookmark
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockReturnValueOnce(new Promise((resolve) => (answerSecond = resolve)));
    const first = change({ reportId: 11, bookmarkId: 'b1' });
    const second = change({ reportId: 12, bookmarkId: 'b2' });
    await vi.waitFor(() => expect(fake.removeBookmark).toHaveBeenCalledTimes(2));

    answerFirst({ status: true });
    await first;
    expect(invalidated(PAGE_ONE)).toBe(false);
    expect(client.getQueryData<BookmarksResponse>(PAGE_ONE)?.data).toEqual([]);

    answerSecond({ status: true });
    await second;
    expect(invalidated(PAGE_ONE)).toBe(true);
    expect(invalidated(LIBRARY)).toBe(true);
  });
});
