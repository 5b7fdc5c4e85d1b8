import { z } from 'zod';
import { MAX_INTEGER_ID } from '../api/ids.js';

/** Back-office lists: 25 rows a page unless the caller asks for another size, at most 100. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const AdminListMessages = {
  page: 'Page must be a whole number from 1.',
  pageSize: `Page size must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}.`,
  direction: 'Direction must be asc or desc.',
  sort: (fields: readonly string[]) => `Sort must be one of ${fields.join(', ')}.`,
  search: 'Search may hold at most 100 characters.',
  id: 'This must be an id.',
} as const;

/** An empty query value means "no filter", as the back office sends it from an empty control. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const wholeNumber = (message: string, max: number) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);

/**
 * The query every back-office list takes: page, page size, sort field and direction, each checked, plus the list's
 * own filters. Lists are paginated, sorted and filtered on the server, and the back office keeps this in the URL.
 */
export function adminListQuery<
  const Sort extends readonly [string, ...string[]],
  Filters extends z.ZodRawShape,
>(sorts: Sort, defaultSort: Sort[number], filters: Filters) {
  return z.object({
    page: optionalParam(wholeNumber(AdminListMessages.page, MAX_INTEGER_ID)).transform((value) => value ?? 1),
    page_size: optionalParam(wholeNumber(AdminListMessages.pageSize, ADMIN_PAGE_SIZE_MAX)).transform(
      (value) => value ?? ADMIN_PAGE_SIZE,
    ),
    sort: optionalParam(z.enum(sorts, { error: AdminListMessages.sort(sorts) })).transform(
      (value): Sort[number] => value ?? defaultSort,
    ),
    direction: optionalParam(z.enum(SORT_DIRECTIONS, { error: AdminListMessages.direction })).transform(
      (value): SortDirection => value ?? 'desc',
    ),
    ...filters,
  });
}

/** What the back office sends for a list: every value optional, as the URL holds it. */
export interface AdminListRequest<Sort extends string = string> {
  page?: number;
  page_size?: number;
  sort?: Sort;
  direction?: SortDirection;
}

/** A list's page of rows, with the count of every row the filters match. */
export const adminPage = <T extends z.ZodType>(row: T) =>
  z.object({
    status: z.literal(true),
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    data: z.array(row),
  });
