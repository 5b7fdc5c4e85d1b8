import type { RegistrationConfirm, RegistrationRequest } from '@firm/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../platform/mail/transport.js';
import type { Db } from '../../platform/database/database.js';
import { oneTimeCodes, tenants, users } from '../../platform/database/schema.js';
import { isUniqueViolation } from '../../platform/database/unique-violation.js';
import { HttpError } from '../../platform/http/errors.js';
import { registrationCodeMail } from './mails.js';
import { normaliseEmail } from './auth.js';
import { OTP_TTL_MINUTES, type OneTimeCodes } from './one-time-codes.js';
import { otpFailure, otpTooSoon } from './otp-failure.js';
import { hashPassword, verifyPassword } from './passwords.js';

export const RegistrationAnswers = {
  codeSent: (email: string) =>
    `We have sent a 6-digit code to ${email}. It is valid for ${OTP_TTL_MINUTES} minutes.`,
  confirmed: 'Your email address is confirmed. You can sign in now.',
  duplicate: 'An account with this email address already exists.',
  mailFailed: 'We could not send the confirmation email. Please try again in a few minutes.',
} as const;

interface Dependencies {
  db: Db;
  mailer: Mailer;
  codes: OneTimeCodes;
}

/**
 * Enrolment (DESIGN §4): the first post creates a pending organisation and its owner and mails a code; the code
 * confirms the address and activates both. Nothing is kept when the mail cannot be sent.
 */
export function createRegistrationService({ db, mailer, codes }: Dependencies) {
  /**
   * Whether a new registration may take over an unconfirmed one with the same address: the same person (same
   * password) asking again, or a stale attempt whose code has run out. Anyone else must not overwrite a
   * registration that its owner is confirming right now.
   */
  async function mayReplacePending(tx: Db, email: string, passwordHash: string, password: string) {
    if (await verifyPassword(passwordHash, password)) return true;
    const [live] = await tx
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.email, email),
          eq(oneTimeCodes.purpose, 'registration'),
          gt(oneTimeCodes.expiresAt, sql`now()`),
        ),
      );
    return !live;
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
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (existing) {
      const pending = existing.status === 'pending' && existing.userType === 'client' && existing.tenantId;
      if (!pending || !(await mayReplacePending(tx, email, existing.passwordHash, request.password))) {
        throw new HttpError(409, RegistrationAnswers.duplicate);
      }
      await tx.update(tenants).set(organisation).where(eq(tenants.id, existing.tenantId!));
      await tx.update(users).set(person).where(eq(users.id, existing.id));
      return;
    }
    const [tenant] = await tx
      .insert(tenants)
      .values({ ...organisation, status: 'pending' })
      .returning({ id: tenants.id });
    await tx.insert(users).values({
      ...person,
      tenantId: tenant!.id,
      email,
      userType: 'client',
      status: 'pending',
      isOwner: true,
    });
  }

  return {
    async register(request: RegistrationRequest, log: FastifyBaseLogger): Promise<string> {
      const email = normaliseEmail(request.email);
      const passwordHash = await hashPassword(request.password);
      try {
        await db.transaction(async (tx) => {
          await saveRegistration(tx, request, email, passwordHash);
          const issued = await codes.issue(tx, email, 'registration');
          if (!issued.ok) throw otpTooSoon();
          try {
            await mailer.send(
              registrationCodeMail({
                to: email,
                firstName: request.first_name,
                tenant: request.tenant,
                code: issued.code,
              }),
            );
          } catch (error) {
            // Rolling back the transaction drops the organisation, its owner and the code together.
            log.error({ err: error }, 'registration code not mailed; registration discarded');
            throw new HttpError(503, RegistrationAnswers.mailFailed);
          }
        });
      } catch (error) {
        // Two simultaneous registrations of one address: the second finds the first's row at insert time.
        if (isUniqueViolation(error)) throw new HttpError(409, RegistrationAnswers.duplicate);
        throw error;
      }
      return RegistrationAnswers.codeSent(email);
    },

    async confirm({ email: given, otp }: RegistrationConfirm): Promise<string> {
      const email = normaliseEmail(given);
      const result = await codes.verify(db, email, 'registration', otp);
      if (!result.ok) throw otpFailure(result);
      await db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ status: 'active' })
          .where(and(eq(users.email, email), eq(users.status, 'pending')))
          .returning({ tenantId: users.tenantId });
        if (user?.tenantId) {
          await tx
            .update(tenants)
            .set({ status: 'active' })
            .where(and(eq(tenants.id, user.tenantId), eq(tenants.status, 'pending')));
        }
      });
      return RegistrationAnswers.confirmed;
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
