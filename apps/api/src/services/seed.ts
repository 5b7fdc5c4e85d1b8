import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { SEED_REPORT_TYPES, type SeedReportType } from '../db/seed-data/report-types.js';
import { reportTypes, tenants, users } from '../db/schema.js';
import { dollarsToCents } from '@firm/domain';
import { normaliseEmail } from './auth.js';
import { hashPassword } from './passwords.js';

export interface SeedAccounts {
  admin: { email: string; password: string };
  demoClient: { email: string; password: string } | null;
}

export const DEMO_TENANT_NAME = 'Northwind Coffee Traders';

const count = sql<number>`count(*)::int`;

/**
 * First start only: an admin, and (outside production) a demo client organisation with one signed-up user.
 * Does nothing once any user exists, so restarts never overwrite changed passwords.
 */
export async function seedAccounts(db: Db, accounts: SeedAccounts): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ count }).from(users);
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
        .values({
          name: DEMO_TENANT_NAME,
          status: 'active',
          industrySector: 'import-export',
          streetAddress: '200 Harbor Boulevard',
          city: 'Weehawken',
          country: 'US',
        })
        .returning({ id: tenants.id });
      await tx.insert(users).values({
        tenantId: tenant!.id,
        email: normaliseEmail(accounts.demoClient.email),
        firstName: 'Dana',
        lastName: 'Whitfield',
        passwordHash: await hashPassword(accounts.demoClient.password),
        userType: 'client',
        status: 'active',
        isOwner: true,
      });
    }
  });
  return { seeded: true };
}

/** First start only: the report catalogue. Does nothing once any report type exists. */
export async function seedReportTypes(
  db: Db,
  catalogue: SeedReportType[] = SEED_REPORT_TYPES,
): Promise<void> {
  const [existing] = await db.select({ count }).from(reportTypes);
  if ((existing?.count ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    async function insert(type: SeedReportType, position: number, parentId: number | null): Promise<void> {
      const [single, upTo3, enterprise] = type.prices ?? [];
      const [row] = await tx
        .insert(reportTypes)
        .values({
          parentId,
          name: type.name,
          title: type.title,
          description: type.description,
          priceSingleCents: single === undefined ? null : dollarsToCents(single),
          priceUpTo3Cents: upTo3 === undefined ? null : dollarsToCents(upTo3),
          priceEnterpriseCents: enterprise === undefined ? null : dollarsToCents(enterprise),
          position,
        })
        .returning({ id: reportTypes.id });
      for (const [index, child] of (type.children ?? []).entries()) await insert(child, index, row!.id);
    }
    for (const [index, type] of catalogue.entries()) await insert(type, index, null);
  });
}

/** Everything a first start puts in an empty database. */
export async function seedDatabase(db: Db, accounts: SeedAccounts): Promise<{ seeded: boolean }> {
  await seedReportTypes(db);
  return seedAccounts(db, accounts);
}
