import type { StaffRole } from '@firm/domain';
import type { Db } from '../../src/platform/database/database.js';
import { users } from '../../src/platform/database/schema.js';
import { hashPassword } from '../../src/modules/accounts/passwords.js';
import { FIXTURE_PASSWORD } from './report-fixtures.js';

/** A staff member of the firm with a back-office role, signing in with FIXTURE_PASSWORD; answers their id. */
export async function addStaff(db: Db, email: string, role: StaffRole): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      email,
      firstName: 'Staff',
      lastName: role,
      passwordHash: await hashPassword(FIXTURE_PASSWORD),
      userType: 'admin',
      staffRole: role,
      status: 'active',
    })
    .returning({ id: users.id });
  return row!.id;
}
