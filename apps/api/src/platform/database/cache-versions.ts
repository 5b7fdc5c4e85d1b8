import { inArray, sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { cacheVersions } from './schema.js';

/**
 * The scopes of cache_versions (docs/decisions/018), each moved by triggers in the transaction that changes its
 * rows (migration 0020).
 */
export const CacheScope = {
  /** The reports clients see and their report types. */
  catalogue: 'catalogue',
  /** An organisation's subscriptions, seats, invitations, and its own and its members' status and role. */
  tenant: (tenantId: string) => `tenant:${tenantId}`,
  /** A user's bookmarks. */
  user: (userId: string) => `user:${userId}`,
} as const;

/** Moved when a table is emptied at once (TRUNCATE): every scope counts as changed. */
const EVERY_SCOPE = 'all';

function versionsQuery(db: Db, scopes: number) {
  const placeholders = Array.from({ length: scopes }, (_, index) => sql.placeholder(`s${index}`));
  return db
    .select({ scope: cacheVersions.scope, version: cacheVersions.version })
    .from(cacheVersions)
    .where(inArray(cacheVersions.scope, [...placeholders, EVERY_SCOPE]))
    .prepare(`cache_versions_${scopes}`);
}

type VersionsQuery = ReturnType<typeof versionsQuery>;

/** Every request reads versions: its query is built once per database and number of scopes, and prepared. */
const preparedQueries = new WeakMap<Db, Map<number, VersionsQuery>>();

function preparedFor(db: Db, scopes: number): VersionsQuery {
  let byCount = preparedQueries.get(db);
  if (!byCount) preparedQueries.set(db, (byCount = new Map<number, VersionsQuery>()));
  let query = byCount.get(scopes);
  if (!query) byCount.set(scopes, (query = versionsQuery(db, scopes)));
  return query;
}

/**
 * The current version of each scope, in one query: a value that differs from the one a cached entry was read
 * under means its rows changed since. A version names the scope's last change and the last emptying of a table
 * (both from one sequence, each value written once), so neither can hide the other. A scope never changed reads 0.
 */
export async function readCacheVersions(db: Db, scopes: readonly string[]): Promise<string[]> {
  const rows = await preparedFor(db, scopes.length).execute(
    Object.fromEntries(scopes.map((scope, index) => [`s${index}`, scope])),
  );
  const versions = new Map(rows.map((row) => [row.scope, String(row.version)]));
  const emptied = versions.get(EVERY_SCOPE);
  return scopes.map((scope) => {
    const own = versions.get(scope) ?? '0';
    return emptied === undefined ? own : `${own}/${emptied}`;
  });
}
