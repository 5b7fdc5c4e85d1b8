import {
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
  VerifyOtpRequestSchema,
} from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { rateLimit } from '../../../platform/http/rate-limit.js';
import { parseInput } from '../../../platform/http/validate.js';
import { PasswordResetAnswers, type PasswordResetService } from '../password-reset.js';
import { ACCOUNT_RATE_LIMIT_MESSAGE, ACCOUNT_RATE_LIMIT_WINDOW } from './account-rate-limit.js';

/**
 * The three calls of password recovery (SPEC §7): forgot-password mails a code, verify-otp exchanges it for a
 * reset token, reset-password spends the token. Each is rate limited per client address.
 */
export async function passwordResetRoutes(
  app: FastifyInstance,
  options: { passwordReset: PasswordResetService; rateLimitMax: number },
) {
  const config = rateLimit(options.rateLimitMax, ACCOUNT_RATE_LIMIT_WINDOW, ACCOUNT_RATE_LIMIT_MESSAGE);

  app.post('/accounts/forgot-password/', { config }, async (request) => {
    const { email } = parseInput(ForgotPasswordRequestSchema, request.body);
    const message = await options.passwordReset.requestCode(email, request.log);
    return { status: true, status_code: 200, message };
  });

  app.post('/accounts/verify-otp/', { config }, async (request) => {
    const { email, otp } = parseInput(VerifyOtpRequestSchema, request.body);
    const token = await options.passwordReset.verifyCode(email, otp);
    return { status: true, status_code: 200, token, message: PasswordResetAnswers.verified };
  });

  app.post('/accounts/reset-password/', { config }, async (request) => {
    const { token, new_password } = parseInput(ResetPasswordRequestSchema, request.body);
    return { status: true, message: await options.passwordReset.reset(token, new_password) };
  });
}
