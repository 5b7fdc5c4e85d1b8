import { eq } from 'drizzle-orm';
import { tenants, users } from '../../src/platform/database/schema.js';
import type { TestApp } from './app.js';

/** The accounts every test database starts with (the same seed as a first start, with these credentials). */
export const TEST_ACCOUNTS = {
  admin: { email: 'admin@softline.test', password: 'Admin#test-2025' },
  demoClient: { email: 'client@softline.test', password: 'Client#test-2025' },
} as const;

/** A registration payload (SPEC §3) of `email` for a new organisation, as the Enroll Now form posts it. */
export const registrationOf = (email: string, tenant: string) => ({
  tenant,
  first_name: 'Sam',
  last_name: 'Squatter',
  email,
  industry_sector: 'import-export',
  phone_number: 9876543210,
  street_address: '1 Nowhere Road',
  city: 'Kochi',
  password: 'Squat@2026',
  country: 'IN',
});

/** Whoever holds the address: their id and status, and their organisation's name and status (none for staff). */
export const holderOf = (t: TestApp, email: string) =>
  t.database.db
    .select({ id: users.id, status: users.status, tenant: tenants.name, tenantStatus: tenants.status })
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.email, email));
