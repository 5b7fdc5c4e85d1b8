import type { Clock } from '../../platform/clock.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import type { AccessTokens } from '../../platform/http/access-tokens.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import { createAttemptThrottle } from './attempt-throttle.js';
import { createLiveSessions } from './live-sessions.js';
import { createOneTimeCodes } from './one-time-codes.js';
import { createPasswordReset } from './password-reset.js';
import { createProfile } from './profile.js';
import { createRefreshTokens } from './refresh-tokens.js';
import { createRegistration } from './registration.js';
import { createSessions } from './sessions.js';

export interface AccountServiceDependencies {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  mail: MailQueue;
  accessTokens: AccessTokens;
  /** Where accounts tells the areas above it what changed (events.ts). */
  events: DomainEvents;
  /** Keys the one-time codes' HMAC. */
  secret: string;
}

/**
 * Everything about accounts, in one service: sessions (sign-in, refresh, sign-out), enrolment, password recovery
 * and the signed-in client's profile. The rules of each live in their own file beside this one.
 */
export function createAccountService(deps: AccountServiceDependencies) {
  const throttle = createAttemptThrottle(deps);
  const codes = createOneTimeCodes({ ...deps, throttle });
  const liveSessions = createLiveSessions(deps);
  const refreshTokens = createRefreshTokens({ ...deps, liveSessions });

  return {
    ...createSessions({ ...deps, refreshTokens, liveSessions, throttle }),
    ...createRegistration({ ...deps, codes }),
    ...createPasswordReset({ ...deps, codes, liveSessions }),
    ...createProfile({ ...deps, codes, liveSessions, throttle }),

    /** Whether an access token's session still lives: `authenticate` asks on every request (src/app.ts). */
    sessionIsLive: liveSessions.sessionIsLive,
    /**
     * Ending sessions at once, in the caller's transaction, for whoever suspends or removes a user or an
     * organisation: their access and refresh tokens are refused from then on.
     */
    endSessionsOfUser: liveSessions.endSessionsOfUser,
    endSessionsOfTenant: liveSessions.endSessionsOfTenant,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
