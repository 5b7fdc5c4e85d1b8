import { findCountryByIsoCode } from '@firm/countries';
import type { Profile } from '@firm/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { tenants, users } from '../../platform/database/schema.js';
import { HttpError } from '../../platform/http/errors.js';
import type { ClientIdentity } from '../reports/entitlements.js';

export const ProfileMessages = {
  notFound: 'Your account could not be found. Please sign in again.',
} as const;

/**
 * The signed-in client's profile: the person from their user row and the organisation from its tenant, as
 * enrolment stored them (SPEC §3 registration payload). Fields enrolment does not ask for are null.
 */
export function createProfileService(db: Db) {
  return {
    async profile(identity: ClientIdentity): Promise<Profile> {
      const [row] = await db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phoneNumber: users.phoneNumber,
          phoneCode: users.phoneCode,
          company: tenants.name,
          streetAddress: tenants.streetAddress,
          city: tenants.city,
          country: tenants.country,
        })
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(eq(users.id, identity.userId));
      // The tenant is the token's: a user moved to another organisation signs in again.
      if (!row) throw new HttpError(404, ProfileMessages.notFound);
      return {
        first_name: row.firstName,
        last_name: row.lastName,
        job_title: null,
        email: row.email,
        phone_number: row.phoneNumber,
        phone_code: row.phoneCode,
        company: row.company,
        street_address: row.streetAddress,
        address_line_2: null,
        city: row.city,
        state: null,
        postal_code: null,
        country: row.country,
        country_name: row.country ? (findCountryByIsoCode(row.country)?.name ?? null) : null,
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
