import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { tenants, users } from '../db/schema.js';
import { normaliseEmail } from './auth.js';
import { hashPassword } from './passwords.js';

export interface SeedAccounts {
  admin: { email: string; password: string };
  demoClient: { email: string; password: string } | null;
}

export const DEMO_TENANT_NAME = 'Northwind Coffee Traders';

/**
 * First start only: an admin, and (outside production) a demo client organisation with one signed-up user.
 * Does nothing once any user exists, so restarts never overwrite changed passwords.
 */
export async function seedAccounts(db: Db, accounts: SeedAccounts): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((existing?.count ?? 0) > 0) return { seeded: false };

  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      email: normaliseEmail(accounts.admin.email),
      firstName: 'Site',
      lastName: 'Administrator',
      passwordHash: await hashPassword(accounts.admin.password),
      userType: 'admin',
      status: 'active',
    });
    if (accounts.demoClient) {
      const [tenant] = await tx
        .insert(tenants)
        .values({ name: DEMO_TENANT_NAME, status: 'active' })
        .returning({ id: tenants.id });
      await tx.insert(users).values({
        tenantId: tenant!.id,
        email: normaliseEmail(accounts.demoClient.email),
        firstName: 'Dana',
        lastName: 'Whitfield',
        passwordHash: await hashPassword(accounts.demoClient.password),
        userType: 'client',
        status: 'active',
      });
    }
  });
  return { seeded: true };
}
