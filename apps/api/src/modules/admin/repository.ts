import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { tenants, users } from '../../platform/database/schema.js';

const count = sql<number>`count(*)::int`;

/** Every query of the admin dashboard's own calls. */
export const adminRepository = {
  async countTenants(db: Db): Promise<number> {
    const [row] = await db.select({ count }).from(tenants);
    return row?.count ?? 0;
  },

  async countClients(db: Db): Promise<number> {
    const [row] = await db.select({ count }).from(users).where(eq(users.userType, 'client'));
    return row?.count ?? 0;
  },
};
