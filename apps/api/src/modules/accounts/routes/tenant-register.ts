import { RegistrationConfirmSchema, RegistrationRequestSchema } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { rateLimit } from '../../../platform/http/rate-limit.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { RegistrationService } from '../registration.js';
import { ACCOUNT_RATE_LIMIT_MESSAGE, ACCOUNT_RATE_LIMIT_WINDOW } from './account-rate-limit.js';

/** A body with an `otp` is the second post of SPEC §7: it confirms instead of registering. */
function isConfirmation(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'otp' in body;
}

/**
 * POST /api/accounts/client/tenant-register/ (SPEC §7). The registration payload creates a pending organisation
 * and mails a code (201); { otp, email } confirms it (200). Failures: `{ status: false, message }`.
 */
export async function tenantRegisterRoute(
  app: FastifyInstance,
  options: { registration: RegistrationService; rateLimitMax: number },
) {
  app.post(
    '/accounts/client/tenant-register/',
    { config: rateLimit(options.rateLimitMax, ACCOUNT_RATE_LIMIT_WINDOW, ACCOUNT_RATE_LIMIT_MESSAGE) },
    async (request, reply) => {
      if (isConfirmation(request.body)) {
        const confirmation = parseInput(RegistrationConfirmSchema, request.body);
        return { status: true, message: await options.registration.confirm(confirmation) };
      }
      const registration = parseInput(RegistrationRequestSchema, request.body);
      const message = await options.registration.register(registration, request.log);
      return reply.code(201).send({ status: true, message });
    },
  );
}
