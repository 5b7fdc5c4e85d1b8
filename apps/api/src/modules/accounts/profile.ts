import { findCountryByIsoCode } from '@firm/countries';
import {
  callingCodeOfIsoCode,
  isCallingCode,
  managesTeam,
  mobileNumberProblemForCallingCode,
  ProfileMessages,
  RegistrationMessages,
  type PasswordChange,
  type Profile,
  type ProfileUpdateSchema,
  type TeamRole,
} from '@firm/domain';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { isUniqueViolation } from '../../platform/database/unique-violation.js';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import type { AttemptThrottle, ThrottleRule } from './attempt-throttle.js';
import { normaliseEmail } from './email-address.js';
import type { LiveSessions } from './live-sessions.js';
import { emailChangeCodeMail, emailChangeNoticeMail } from './mails.js';
import { codeRefused, type OneTimeCodes } from './one-time-codes.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { accountRepository as repository, type CompanyDetails, type PersonDetails } from './repository.js';

/** The body of `PATCH accounts/profile/` once the domain schema has parsed it. */
export type ProfileChanges = z.output<typeof ProfileUpdateSchema>;

/** The signed-in client making a profile call, and the session they call from (the access token's `sid`). */
export interface ProfileCaller extends ClientIdentity {
  sessionId: string;
}

/**
 * Wrong current passwords (an email or a password change) counted per user: someone holding a stolen session
 * cannot try passwords one after another to take the account over. Five within 15 minutes, like sign-in.
 */
export const CURRENT_PASSWORD_THROTTLE: ThrottleRule = {
  kind: 'current_password',
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockedMessage: ProfileMessages.currentPasswordLocked,
};

/** The company fields of the profile, and the tenant column each one is stored in. */
const COMPANY_COLUMNS = {
  company: 'name',
  street_address: 'streetAddress',
  address_line_2: 'addressLine2',
  city: 'city',
  state: 'state',
  postal_code: 'postalCode',
  country: 'country',
} as const satisfies Record<string, keyof CompanyDetails>;
type CompanyField = keyof typeof COMPANY_COLUMNS;
const COMPANY_FIELDS = Object.keys(COMPANY_COLUMNS) as CompanyField[];

/** The profile as stored, of a user who belongs to an organisation. */
type StoredProfile = NonNullable<Awaited<ReturnType<typeof repository.findProfile>>> & { role: TeamRole };

const refusedField = (field: string, message: string) =>
  new InvalidInputError(message, { [field]: [message] });

/** The company fields the request sends with a value other than the stored one, as the profile names them. */
function companyChanges(changes: ProfileChanges, stored: CompanyDetails) {
  const before: Partial<Record<CompanyField, string | null>> = {};
  const after: Partial<Record<CompanyField, string | null>> = {};
  for (const field of COMPANY_FIELDS) {
    const given = changes[field];
    const current = stored[COMPANY_COLUMNS[field]];
    if (given === undefined || given === current) continue;
    before[field] = current;
    after[field] = given;
  }
  return { before, after, changed: Object.keys(after) as CompanyField[] };
}

/**
 * The rules the schema cannot check alone: the country is one of the list, and a changed phone number is valid for
 * its calling code (the stored one, or the country's, when the request sends none). A number left as enrolment
 * stored it is not checked again, so an older account can still save its other fields.
 */
function referenceProblems(changes: ProfileChanges, stored: StoredProfile): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const country = changes.country === undefined ? stored.country : changes.country;
  if (changes.country && !findCountryByIsoCode(changes.country)) {
    problems.country = [RegistrationMessages.countryUnknown];
  }
  const phoneCode = changes.phone_code === undefined ? stored.phoneCode : changes.phone_code;
  const phoneNumber = changes.phone_number === undefined ? stored.phoneNumber : changes.phone_number;
  if (phoneCode === stored.phoneCode && phoneNumber === stored.phoneNumber) return problems;
  if (phoneCode !== null && !isCallingCode(phoneCode)) {
    problems.phone_code = [RegistrationMessages.phoneCodeUnknown];
  } else if (phoneNumber !== null) {
    const callingCode = phoneCode ?? (country ? callingCodeOfIsoCode(country) : undefined);
    const problem = callingCode
      ? mobileNumberProblemForCallingCode(phoneNumber, callingCode)
      : RegistrationMessages.phoneCodeUnknown;
    if (problem) problems[callingCode ? 'phone_number' : 'phone_code'] = [problem];
  }
  return problems;
}

/** What the person changes of themselves: the names always, the optional fields when sent. */
function personChanges(changes: ProfileChanges): Partial<PersonDetails> {
  const person: Partial<PersonDetails> = { firstName: changes.first_name, lastName: changes.last_name };
  if (changes.job_title !== undefined) person.jobTitle = changes.job_title;
  if (changes.phone_number !== undefined) person.phoneNumber = changes.phone_number;
  if (changes.phone_code !== undefined) person.phoneCode = changes.phone_code;
  return person;
}

/**
 * The signed-in client's profile (SPEC §2, issue 15): reading it, editing the person and (for the owner and admins)
 * the organisation, moving the account to a new address proved by a mailed code, and changing the password.
 */
export function createProfile({
  db,
  unitOfWork,
  clock,
  mail,
  codes,
  liveSessions,
  throttle,
  events,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  mail: MailQueue;
  codes: OneTimeCodes;
  liveSessions: LiveSessions;
  throttle: AttemptThrottle;
  events: DomainEvents;
}) {
  /** The profile row; a user removed from their organisation since signing in has none. */
  async function storedProfile(tx: Db, userId: string): Promise<StoredProfile> {
    const row = await repository.findProfile(tx, userId);
    // The tenant is the token's: a user moved to another organisation signs in again.
    if (!row?.role) throw new NotFoundError(ProfileMessages.notFound);
    return { ...row, role: row.role };
  }

  /**
   * Checks the password the user typed to prove it is them, counting a wrong one against the user; answers the
   * user. A wrong one is refused on `field`.
   */
  async function checkCurrentPassword(userId: string, password: string, field: string) {
    const attempt = await throttle.begin(db, CURRENT_PASSWORD_THROTTLE, userId);
    const user = await repository.findCredentials(db, userId);
    if (!user?.role) {
      await attempt.withdraw();
      throw new NotFoundError(ProfileMessages.notFound);
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw attempt.failed() ?? refusedField(field, ProfileMessages.currentPasswordWrong);
    }
    await attempt.succeeded();
    return user;
  }

  /**
   * The person from their user row and the organisation from its tenant, as enrolment and later edits stored them
   * (SPEC §3 registration payload). Fields nobody has given are null.
   */
  async function profile(identity: ClientIdentity): Promise<Profile> {
    const row = await storedProfile(db, identity.userId);
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
  }

  return {
    profile,

    /**
     * Saves the person's fields, and the company fields the request sends. Only the owner and admins may change the
     * company: anyone else sending a company value other than the stored one is refused and nothing is saved. A
     * change of the company is recorded for the organisation in the same transaction.
     */
    async updateProfile(identity: ClientIdentity, given: ProfileChanges): Promise<Profile> {
      // Countries are stored as the list's upper-case codes.
      const changes = { ...given, country: given.country?.toUpperCase() ?? given.country };
      await unitOfWork(async (tx) => {
        const sendsCompany = COMPANY_FIELDS.some((field) => changes[field] !== undefined);
        // Locked first, so the record's 'before' is what this change replaced.
        const company = sendsCompany ? await repository.lockCompany(tx, identity.tenantId) : undefined;
        const stored = await storedProfile(tx, identity.userId);
        const problems = referenceProblems(changes, stored);
        const [firstProblem] = Object.values(problems);
        if (firstProblem) throw new InvalidInputError(firstProblem[0]!, problems);

        await repository.updatePerson(tx, identity.userId, personChanges(changes));
        if (!company) return;
        const { before, after, changed } = companyChanges(changes, company);
        if (changed.length === 0) return;
        if (!managesTeam(stored.role)) throw new ForbiddenError(ProfileMessages.companyForbidden);
        await repository.updateCompany(
          tx,
          identity.tenantId,
          Object.fromEntries(changed.map((field) => [COMPANY_COLUMNS[field], after[field]])),
        );
        // The team's record keeps it (modules/team subscribes).
        await events.publish(tx, 'accounts.company-changed', {
          tenantId: identity.tenantId,
          actor: { id: identity.userId, email: stored.email },
          before,
          after,
          at: clock.now(),
        });
      });
      return profile(identity);
    },

    /**
     * Asks to move the account to a new address: the current password proves it is the user, the new address gets
     * a code (purpose 'email_change') and waits as `pending_email` until the code comes back. The current address is
     * told. An address another account uses is refused, saying no more than that.
     */
    async requestEmailChange(
      identity: ClientIdentity,
      request: { email: string; password: string },
    ): Promise<string> {
      const user = await checkCurrentPassword(identity.userId, request.password, 'password');
      const email = normaliseEmail(request.email);
      if (email === user.email) throw refusedField('email', ProfileMessages.emailSame);
      if (await repository.emailTakenByAnother(db, email, identity.userId)) {
        throw refusedField('email', ProfileMessages.emailTaken);
      }
      await unitOfWork(async (tx) => {
        const code = await codes.issue(tx, email, 'email_change');
        await repository.setPendingEmail(tx, identity.userId, email);
        await mail(tx, emailChangeCodeMail({ to: email, firstName: user.firstName, code }));
        await mail(tx, emailChangeNoticeMail({ to: user.email, firstName: user.firstName, newEmail: email }));
      });
      return ProfileMessages.emailCodeSent;
    },

    /**
     * The code mailed to the waiting address moves the account to it. Wrong, spent and expired codes are refused as
     * everywhere else (attempts counted per address). The address is checked again: another account may have
     * taken it since the code was sent. Password resets asked for at the old address stop working.
     */
    async confirmEmailChange(identity: ClientIdentity, otp: string): Promise<Profile> {
      const user = await repository.findCredentials(db, identity.userId);
      if (!user?.role) throw new NotFoundError(ProfileMessages.notFound);
      const pending = user.pendingEmail;
      if (!pending) throw new InvalidInputError(ProfileMessages.noPendingEmail);
      await codes.verify(db, pending, 'email_change', otp);
      let moved: boolean;
      try {
        moved = await unitOfWork(async (tx) => {
          const done = await repository.confirmPendingEmail(tx, identity.userId, pending);
          // A reset link already mailed to the old address must not reset the account that left it.
          if (done) await repository.voidPasswordResetTokens(tx, identity.userId, clock.now());
          return done;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The address can never be confirmed now: the user asks again with another.
        await repository.setPendingEmail(db, identity.userId, null);
        throw new InvalidInputError(ProfileMessages.emailTaken);
      }
      // Another address was asked for between the code's check and the move: this code was for the old one.
      if (!moved) throw codeRefused('expired');
      return profile(identity);
    },

    /**
     * A new password under SPEC's reset rule, once the current one is given. Every other session of the user ends
     * (whoever else holds one is signed out); the one that asked goes on.
     */
    async changePassword(caller: ProfileCaller, change: PasswordChange): Promise<string> {
      await checkCurrentPassword(caller.userId, change.current_password, 'current_password');
      const passwordHash = await hashPassword(change.new_password);
      await unitOfWork(async (tx) => {
        await repository.setPasswordHash(tx, caller.userId, passwordHash);
        await repository.voidPasswordResetTokens(tx, caller.userId, clock.now());
        await liveSessions.endOtherSessionsOfUser(tx, caller.userId, caller.sessionId, 'password_changed');
      });
      return ProfileMessages.passwordChanged;
    },
  };
}
