import type { Db } from './database.js';

/**
 * Runs `work` in one transaction: every write of every area it makes commits together or not at all. Repositories
 * take the database or this transaction alike (both are a `Db`). `afterCommit` runs once the transaction has
 * committed, never after a rollback: it wakes the job worker, so queued mail leaves at once.
 */
export type UnitOfWork = <T>(work: (tx: Db) => Promise<T>) => Promise<T>;

export function createUnitOfWork(db: Db, afterCommit: () => void = () => {}): UnitOfWork {
  return async (work) => {
    const result = await db.transaction((tx) => work(tx));
    afterCommit();
    return result;
  };
}
