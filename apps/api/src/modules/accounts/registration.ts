import type { RegistrationConfirm, RegistrationRequest } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { isUniqueViolation } from '../../platform/database/unique-violation.js';
import { ConflictError, GoneError } from '../../platform/errors.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import { normaliseEmail } from './email-address.js';
import { contestedRegistrationCodeMail, registrationCodeMail } from './mails.js';
import { OTP_TTL_MINUTES, type OneTimeCodes } from './one-time-codes.js';
import { hashPassword, unusablePasswordHash, verifyPassword } from './passwords.js';
import { accountRepository as repository } from './repository.js';

export const RegistrationAnswers = {
  codeSent: (email: string) =>
    `We have sent a 6-digit code to ${email}. It is valid for ${OTP_TTL_MINUTES} minutes.`,
  confirmed: 'Your email address is confirmed. You can sign in now.',
  duplicate: 'An account with this email address already exists.',
  replaced:
    'This registration was replaced by an invitation to join an organisation, sent to the same address. If the invitation has been accepted, sign in with the password chosen then; if not, accept it from its email, or register again.',
} as const;

/**
 * How long a registration may stay unconfirmed after its owner last posted it. Until then its details stand against
 * anyone registering the same address with another password; after it, a registration of the address starts afresh.
 */
export const PENDING_REGISTRATION_TTL_HOURS = 24;
const PENDING_REGISTRATION_TTL_MS = PENDING_REGISTRATION_TTL_HOURS * 60 * 60_000;

/** What the code mail names: the registration the code confirms, and, if contested, when it lapses. */
type MailedRegistration =
  | { contested: false; firstName: string; tenant: string }
  | { contested: true; firstName: string; lastName: string; tenant: string; lapsesWithinHours: number };

/**
 * Enrolment (DESIGN §4): the first post creates a pending organisation and its owner and queues the mail of a
 * code, all in one transaction; the code confirms the address and activates both.
 */
export function createRegistration({
  db,
  unitOfWork,
  clock,
  mail,
  codes,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  mail: MailQueue;
  codes: OneTimeCodes;
}) {
  const msUntilLapse = (registeredAt: Date) =>
    registeredAt.getTime() + PENDING_REGISTRATION_TTL_MS - clock.now().getTime();

  /**
   * Saves the registration and answers what its code mail names. An address with a pending registration keeps
   * that registration's details (docs/decisions/005): only its own password may correct them, so a stranger
   * registering the address second cannot swap the password or the organisation of someone else's registration.
   * Registering it with another password contests the registration: its password stops working, so one registering
   * the address first cannot sign in once the mailbox's owner confirms. The new code still goes to the address, and
   * its owner alone can confirm.
   */
  async function saveRegistration(
    tx: Db,
    request: RegistrationRequest,
    email: string,
    passwordHash: string,
  ): Promise<MailedRegistration> {
    const organisation = {
      name: request.tenant,
      industrySector: request.industry_sector,
      streetAddress: request.street_address,
      city: request.city,
      country: request.country,
    };
    const person = {
      firstName: request.first_name,
      lastName: request.last_name,
      phoneNumber: request.phone_number,
      phoneCode: request.phone_code,
      passwordHash,
    };
    const requested = { contested: false, firstName: request.first_name, tenant: request.tenant } as const;
    const registeredAt = clock.now();
    const existing = await repository.lockUserByEmail(tx, email);
    if (!existing) {
      await repository.insertPendingRegistration(tx, { email, organisation, person, registeredAt });
      return requested;
    }
    const pendingTenantId =
      existing.status === 'pending' && existing.userType === 'client' ? existing.tenantId : null;
    if (!pendingTenantId) throw new ConflictError(RegistrationAnswers.duplicate);
    // Its owner asking again (same password: a resend or a correction), or a registration left unconfirmed too
    // long: the request's details replace the pending ones, and the registration starts its time again.
    const untilLapse = msUntilLapse(existing.createdAt);
    if (untilLapse <= 0 || (await verifyPassword(existing.passwordHash, request.password))) {
      await repository.updatePendingRegistration(tx, {
        userId: existing.id,
        tenantId: pendingTenantId,
        organisation,
        person,
        registeredAt,
      });
      return requested;
    }
    // Two people claim the address, and only the mailbox tells them apart: whoever confirms the code then
    // chooses the password with forgot-password, which mails the address too. The registration keeps its time,
    // so it still lapses 24 hours after its owner last posted it.
    await repository.setPasswordHash(tx, existing.id, await unusablePasswordHash());
    // The foreign key keeps the pending user's organisation.
    const tenant = (await repository.findTenantName(tx, pendingTenantId))!;
    return {
      contested: true,
      firstName: existing.firstName,
      lastName: existing.lastName,
      tenant,
      lapsesWithinHours: Math.ceil(untilLapse / (60 * 60_000)),
    };
  }

  return {
    async register(request: RegistrationRequest): Promise<string> {
      const email = normaliseEmail(request.email);
      const passwordHash = await hashPassword(request.password);
      try {
        await unitOfWork(async (tx) => {
          const registration = await saveRegistration(tx, request, email, passwordHash);
          const code = await codes.issue(tx, email, 'registration');
          await mail(
            tx,
            registration.contested
              ? contestedRegistrationCodeMail({ to: email, ...registration, code })
              : registrationCodeMail({ to: email, ...registration, code }),
          );
        });
      } catch (error) {
        // Two simultaneous registrations of one address: the second finds the first's row at insert time.
        if (isUniqueViolation(error)) throw new ConflictError(RegistrationAnswers.duplicate);
        throw error;
      }
      return RegistrationAnswers.codeSent(email);
    },

    async confirmRegistration({ email: given, otp }: RegistrationConfirm): Promise<string> {
      const email = normaliseEmail(given);
      await codes.verify(db, email, 'registration', otp);
      // The right code, but its registration is gone: an invitation of the address replaced it (issue 39). Only
      // the mailbox's owner gets this far, so saying why tells nobody else anything.
      if (!(await unitOfWork((tx) => repository.activateRegistration(tx, email))))
        throw new GoneError(RegistrationAnswers.replaced);
      return RegistrationAnswers.confirmed;
    },

    /**
     * Removes the address's unconfirmed registration, in the caller's transaction, when it is nothing more than
     * that (issue 39): an invitation of the address, or its acceptance, takes the address over. A confirmed account,
     * or a pending organisation that holds more than its owner, is left alone (false). The registration's code stays
     * until it expires, so its owner confirming it is told what happened; the daily purge removes it.
     */
    async replacePendingRegistration(tx: Db, email: string): Promise<boolean> {
      const registration = await repository.lockBareRegistration(tx, email);
      if (!registration) return false;
      await repository.deleteRegistration(tx, registration);
      return true;
    },
  };
}
