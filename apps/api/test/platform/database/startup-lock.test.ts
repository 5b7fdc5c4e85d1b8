import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../../src/platform/database/database.js';
import { createTestDatabase, type TestDatabase } from '../../support/database.js';

async function waitingForAdvisoryLocks(database: Database): Promise<number> {
  const [row] = await database.db
    .select({ waiting: sql<number>`count(*)::int` })
    .from(sql`pg_locks`)
    .where(sql`locktype = 'advisory' and not granted`);
  return row?.waiting ?? 0;
}

/** Instances started together on one database migrate and seed it one after the other (src/server.ts). */
describe('start-up work', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers what the work answers', async () => {
    expect(await database.whileStartingAlone(() => Promise.resolve('migrated'))).toBe('migrated');
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'runs one process at a time on Postgres, and frees the lock after a failure',
    async () => {
      const others: Database[] = [openPostgres(database.url!), openPostgres(database.url!)];
      try {
        const events: string[] = [];
        let releaseFirst!: () => void;
        const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
        let firstStarted!: () => void;
        const started = new Promise<void>((resolve) => (firstStarted = resolve));

        const first = others[0]!.whileStartingAlone(async () => {
          events.push('first in');
          firstStarted();
          await firstHolds;
          events.push('first out');
        });
        await started;
        const second = others[1]!.whileStartingAlone(async () => {
          events.push('second in');
          return Promise.resolve();
        });
        // The second is seen waiting on the lock while the first holds it, and has not entered.
        await expect.poll(() => waitingForAdvisoryLocks(database)).toBe(1);
        expect(events).toEqual(['first in']);
        releaseFirst();
        await Promise.all([first, second]);
        expect(events).toEqual(['first in', 'first out', 'second in']);

        await expect(
          others[0]!.whileStartingAlone(() => Promise.reject(new Error('migration failed'))),
        ).rejects.toThrow('migration failed');
        expect(await others[1]!.whileStartingAlone(() => Promise.resolve('free'))).toBe('free');
      } finally {
        await Promise.all(others.map((other) => other.close()));
      }
    },
  );
});
