import { findCountryByIsoCode } from '@firm/countries';
import { managesTeam, type Profile } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { NotFoundError } from '../../platform/errors.js';
import type { AccessTokens } from '../../platform/http/access-tokens.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import type { ClientIdentity } from '../reports/entitlements.js';
import { createAttemptThrottle } from './attempt-throttle.js';
import { createLiveSessions } from './live-sessions.js';
import { createOneTimeCodes } from './one-time-codes.js';
import { createPasswordReset } from './password-reset.js';
import { createRefreshTokens } from './refresh-tokens.js';
import { createRegistration } from './registration.js';
import { accountRepository as repository } from './repository.js';
import { createSessions } from './sessions.js';

export const ProfileMessages = {
  notFound: 'Your account could not be found. Please sign in again.',
} as const;

export interface AccountServiceDependencies {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  mail: MailQueue;
  accessTokens: AccessTokens;
  /** Keys the one-time codes' HMAC. */
  secret: string;
}

/**
 * Everything about accounts, in one service: sessions (sign-in, refresh, sign-out), enrolment, password recovery
 * and the signed-in client's profile. The rules of each live in their own file beside this one.
 */
export function createAccountService(deps: AccountServiceDependencies) {
  const { db } = deps;
  const throttle = createAttemptThrottle(deps);
  const codes = createOneTimeCodes({ ...deps, throttle });
  const liveSessions = createLiveSessions(deps);
  const refreshTokens = createRefreshTokens({ ...deps, liveSessions });

  return {
    ...createSessions({ ...deps, refreshTokens, liveSessions, throttle }),
    ...createRegistration({ ...deps, codes }),
    ...createPasswordReset({ ...deps, codes, liveSessions }),

    /** Whether an access token's session still lives: `authenticate` asks on every request (src/app.ts). */
    sessionIsLive: liveSessions.sessionIsLive,
    /**
     * Ending sessions at once, in the caller's transaction, for whoever suspends or removes a user or an
     * organisation: their access and refresh tokens are refused from then on.
     */
    endSessionsOfUser: liveSessions.endSessionsOfUser,
    endSessionsOfTenant: liveSessions.endSessionsOfTenant,

    /**
     * The person from their user row and the organisation from its tenant, as enrolment stored them (SPEC §3
     * registration payload). Fields enrolment does not ask for are null.
     */
    async profile(identity: ClientIdentity): Promise<Profile> {
      const row = await repository.findProfile(db, identity.userId);
      // The tenant is the token's: a user moved to another organisation signs in again.
      if (!row?.role) throw new NotFoundError(ProfileMessages.notFound);
      return {
        first_name: row.firstName,
        last_name: row.lastName,
        job_title: row.jobTitle,
        email: row.email,
        pending_email: row.pendingEmail,
        phone_number: row.phoneNumber,
        phone_code: row.phoneCode,
        company: row.company,
        street_address: row.streetAddress,
        address_line_2: row.addressLine2,
        city: row.city,
        state: row.state,
        postal_code: row.postalCode,
        country: row.country,
        country_name: row.country ? (findCountryByIsoCode(row.country)?.name ?? null) : null,
        role: row.role,
        can_edit_company: managesTeam(row.role),
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
