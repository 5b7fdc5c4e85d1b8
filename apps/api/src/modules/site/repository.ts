import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';

/** Every query of the site's own calls. */
export const siteRepository = {
  /** Rejects when the database does not answer. */
  async ping(db: Db): Promise<void> {
    await db.execute(sql`select 1`);
  },
};
