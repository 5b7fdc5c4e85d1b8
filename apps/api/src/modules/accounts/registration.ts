import type { RegistrationConfirm, RegistrationRequest } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { isUniqueViolation } from '../../platform/database/unique-violation.js';
import { ConflictError } from '../../platform/errors.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import { normaliseEmail } from './email-address.js';
import { registrationCodeMail } from './mails.js';
import { OTP_TTL_MINUTES, type OneTimeCodes } from './one-time-codes.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { accountRepository as repository } from './repository.js';

export const RegistrationAnswers = {
  codeSent: (email: string) =>
    `We have sent a 6-digit code to ${email}. It is valid for ${OTP_TTL_MINUTES} minutes.`,
  confirmed: 'Your email address is confirmed. You can sign in now.',
  duplicate: 'An account with this email address already exists.',
} as const;

/**
 * Enrolment (DESIGN §4): the first post creates a pending organisation and its owner and queues the mail of a
 * code, all in one transaction; the code confirms the address and activates both.
 */
export function createRegistration({
  db,
  unitOfWork,
  mail,
  codes,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  mail: MailQueue;
  codes: OneTimeCodes;
}) {
  /**
   * Whether a new registration may take over an unconfirmed one with the same address: the same person (same
   * password) asking again, or a stale attempt whose code has run out. Anyone else must not overwrite a
   * registration that its owner is confirming right now.
   */
  async function mayReplacePending(tx: Db, email: string, passwordHash: string, password: string) {
    if (await verifyPassword(passwordHash, password)) return true;
    return !(await codes.isLive(tx, email, 'registration'));
  }

  async function saveRegistration(tx: Db, request: RegistrationRequest, email: string, passwordHash: string) {
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
    const existing = await repository.lockUserByEmail(tx, email);
    if (!existing) {
      await repository.insertPendingRegistration(tx, { email, organisation, person });
      return;
    }
    const pendingTenantId =
      existing.status === 'pending' && existing.userType === 'client' ? existing.tenantId : null;
    if (!pendingTenantId || !(await mayReplacePending(tx, email, existing.passwordHash, request.password))) {
      throw new ConflictError(RegistrationAnswers.duplicate);
    }
    await repository.updatePendingRegistration(tx, {
      userId: existing.id,
      tenantId: pendingTenantId,
      organisation,
      person,
    });
  }

  return {
    async register(request: RegistrationRequest): Promise<string> {
      const email = normaliseEmail(request.email);
      const passwordHash = await hashPassword(request.password);
      try {
        await unitOfWork(async (tx) => {
          await saveRegistration(tx, request, email, passwordHash);
          const code = await codes.issue(tx, email, 'registration');
          await mail(
            tx,
            registrationCodeMail({ to: email, firstName: request.first_name, tenant: request.tenant, code }),
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
      await unitOfWork((tx) => repository.activateRegistration(tx, email));
      return RegistrationAnswers.confirmed;
    },
  };
}
