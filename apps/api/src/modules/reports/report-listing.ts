import type { LibraryQuery } from '@firm/domain';
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { reports } from '../../platform/database/schema.js';
import type { ClientIdentity, Entitlements } from './entitlements.js';

/** LIKE wildcards typed by the user are matched literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The filters the library and bookmarks share (SPEC §7 query): words in the name or summary, one report type, and
 * the types of the tenant's active or ended subscriptions (`statusTypeIds`, resolved by the caller).
 */
export function reportFilters(query: LibraryQuery, statusTypeIds: number[] | undefined): SQL | undefined {
  const search = query.search_query?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return and(
    pattern ? or(ilike(reports.name, pattern), ilike(reports.summary, pattern)) : undefined,
    query.report_type ? eq(reports.reportTypeId, query.report_type) : undefined,
    // No subscription in that state: nothing matches (inArray of an empty list is refused by Drizzle).
    statusTypeIds
      ? statusTypeIds.length > 0
        ? inArray(reports.reportTypeId, statusTypeIds)
        : sql`false`
      : undefined,
  );
}

/** reportFilters for a client: the status filter resolved against the client's organisation. */
export async function clientReportFilters(
  entitlements: Entitlements,
  identity: ClientIdentity,
  query: LibraryQuery,
): Promise<SQL | undefined> {
  const statusTypeIds = query.status
    ? await entitlements.subscribedTypeIds(identity.tenantId, query.status)
    : undefined;
  return reportFilters(query, statusTypeIds);
}

/** SPEC §5 sort: a_z or z_a by name; without one, the newest first. */
export function reportOrder(query: LibraryQuery): SQL[] {
  if (query.sort === 'a_z') return [sql`${reports.name} asc`, sql`${reports.id} asc`];
  if (query.sort === 'z_a') return [sql`${reports.name} desc`, sql`${reports.id} desc`];
  return [sql`${reports.publishedAt} desc nulls last`, sql`${reports.id} desc`];
}

export function isoOrNull(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
