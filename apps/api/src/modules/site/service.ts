import type { Db } from '../../platform/database/database.js';
import { siteRepository as repository } from './repository.js';

export function createSiteService({ db }: { db: Db }) {
  return {
    /** Resolves when the database answers a query; rejects with the driver's error when it does not. */
    checkDatabase: () => repository.ping(db),
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
