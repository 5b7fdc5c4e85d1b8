import { inArray, sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { createBatchedReads } from '../cache/batched-reads.js';
import { cacheVersions } from './schema.js';

/**
 * The scopes of cache_versions (docs/decisions/018), each moved by triggers in the transaction that changes its
 * rows (migration 0020).
 */
export const CacheScope = {
  /** The reports clients see and their report types. */
  catalogue: 'catalogue',
  /** An organisation's subscriptions, single-report licences, seats, invitations, and its own and its members' status and role. */
  tenant: (tenantId: string) => `tenant:${tenantId}`,
  /** A user's bookmarks. */
  user: (userId: string) => `user:${userId}`,
} as const;

/** Moved when a table is emptied at once (TRUNCATE): every scope counts as changed. */
const EVERY_SCOPE = 'all';

/**
 * The scopes one query reads at most. A query is prepared per number of scopes, rounded up to a power of two
 * (padded with EVERY_SCOPE), so a handful of statements serve every batch.
 */
const MAX_SCOPES_PER_QUERY = 256;

function versionsQuery(db: Db, size: number) {
  const placeholders = Array.from({ length: size }, (_, index) => sql.placeholder(`s${index}`));
  return db
    .select({ scope: cacheVersions.scope, version: cacheVersions.version })
    .from(cacheVersions)
    .where(inArray(cacheVersions.scope, [...placeholders, EVERY_SCOPE]))
    .prepare(`cache_versions_${size}`);
}

type VersionsQuery = ReturnType<typeof versionsQuery>;

/** Per database: the reads of the requests of a moment, batched, over its prepared queries by size. */
const readers = new WeakMap<Db, ReturnType<typeof createBatchedReads<string, string>>>();

function readerFor(db: Db) {
  let reader = readers.get(db);
  if (!reader) {
    const queries = new Map<number, VersionsQuery>();
    readers.set(db, (reader = createBatchedReads((scopes) => selectVersions(db, queries, scopes))));
  }
  return reader;
}

/** The versions of `scopes` (the scope itself or EVERY_SCOPE as key), in as few prepared queries as it takes. */
async function selectVersions(
  db: Db,
  queries: Map<number, VersionsQuery>,
  scopes: string[],
): Promise<Map<string, string>> {
  const chunks: string[][] = [];
  for (let start = 0; start < scopes.length; start += MAX_SCOPES_PER_QUERY)
    chunks.push(scopes.slice(start, start + MAX_SCOPES_PER_QUERY));
  const results = await Promise.all(
    chunks.map((chunk) => {
      const size = 2 ** Math.ceil(Math.log2(chunk.length));
      let query = queries.get(size);
      if (!query) queries.set(size, (query = versionsQuery(db, size)));
      const values = Array.from({ length: size }, (_, index) => chunk[index] ?? EVERY_SCOPE);
      return query.execute(Object.fromEntries(values.map((scope, index) => [`s${index}`, scope])));
    }),
  );
  return new Map(results.flat().map((row) => [row.scope, String(row.version)]));
}

/**
 * The current version of each scope: a value that differs from the one a cached entry was read under means its
 * rows changed since. A version names the scope's last change and the last emptying of a table (both from one
 * sequence, each value written once), so neither can hide the other. A scope never changed reads 0.
 *
 * Every request reads versions, so the requests of a moment share a query (createBatchedReads): a caller joins the
 * next query to start, never one already sent, so a change committed before the call is always seen.
 */
export async function readCacheVersions(db: Db, scopes: readonly string[]): Promise<string[]> {
  const versions = await readerFor(db).read(scopes);
  const emptied = versions.get(EVERY_SCOPE);
  return scopes.map((scope) => {
    const own = versions.get(scope) ?? '0';
    return emptied === undefined ? own : `${own}/${emptied}`;
  });
}
