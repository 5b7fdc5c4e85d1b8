import { sql } from 'drizzle-orm';
import type { Db } from './database.js';

/**
 * Takes the advisory lock named `key` until the caller's transaction ends: whatever takes the same key waits, and
 * nothing else (rows, other keys) does. Keys name what they guard, e.g. 'payments:<tenant>', 'analyst:<id>'.
 */
export async function advisoryLock(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
