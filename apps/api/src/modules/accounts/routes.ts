import {
  EmailChangeConfirmSchema,
  EmailChangeRequestSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  PasswordChangeSchema,
  ProfileUpdateSchema,
  RefreshRequestSchema,
  RegistrationConfirmSchema,
  RegistrationRequestSchema,
  ResetPasswordRequestSchema,
  VerifyOtpRequestSchema,
} from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import { clientIdentity } from '../../platform/http/client-identity.js';
import { rateLimit, TOO_MANY_REQUESTS } from '../../platform/http/rate-limit.js';
import { parseInput } from '../../platform/http/validate.js';
import { PasswordResetAnswers } from './password-reset.js';
import type { AccountService } from './service.js';
import { SessionMessages } from './sessions.js';

export const LOGIN_RATE_LIMIT_MESSAGE = 'Too many sign-in attempts. Please wait a minute and try again.';
/**
 * Registration and password recovery: each route allows this many calls per client address per window. The
 * profile's calls that check a password or a code allow as many per signed-in user.
 */
const ACCOUNT_RATE_LIMIT_WINDOW = '10 minutes';
export interface AccountRoutesOptions {
  accounts: AccountService;
  /**
   * Sign-in calls per client address per minute, successful ones included: a ceiling high enough for an office
   * behind one address. Failures are counted per email by the service.
   */
  loginRateLimitMax: number;
  /**
   * Registration and password recovery calls per client address, and the profile's password and code calls per
   * user, per route, per 10 minutes.
   */
  accountRateLimitMax: number;
}

/** A body with an `otp` is the second post of SPEC §7 tenant-register: it confirms instead of registering. */
function isConfirmation(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'otp' in body;
}

/** The accounts calls of SPEC §7 under /api/accounts/: sessions, enrolment, password recovery, profile. */
export async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions) {
  const { accounts } = options;
  const accountLimit = rateLimit(options.accountRateLimitMax, ACCOUNT_RATE_LIMIT_WINDOW, TOO_MANY_REQUESTS);

  /** { email, password } → { status, data } with the SPEC §3 login data. */
  app.post(
    '/accounts/clientlogin/',
    { config: rateLimit(options.loginRateLimitMax, '1 minute', LOGIN_RATE_LIMIT_MESSAGE) },
    async (request) => {
      const { email, password } = parseInput(LoginRequestSchema, request.body);
      return { status: true, data: await accounts.login(email, password) };
    },
  );

  /** Spends the refresh token, answers a new access and refresh token. */
  app.post('/accounts/token/refresh/', async (request) => {
    const { refresh } = parseInput(RefreshRequestSchema, request.body);
    return accounts.refresh(refresh);
  });

  /**
   * DESIGN §4: revokes the refresh token's family. Answers the same for an unknown token, so it tells nothing
   * about which tokens exist.
   */
  app.post('/accounts/logout/', async (request) => {
    const { refresh } = parseInput(RefreshRequestSchema, request.body);
    await accounts.logout(refresh);
    return { status: true, message: SessionMessages.signedOut };
  });

  /**
   * The registration payload creates a pending organisation and mails a code (201); { otp, email } confirms it
   * (200).
   */
  app.post('/accounts/client/tenant-register/', { config: accountLimit }, async (request, reply) => {
    if (isConfirmation(request.body)) {
      const confirmation = parseInput(RegistrationConfirmSchema, request.body);
      return { status: true, message: await accounts.confirmRegistration(confirmation) };
    }
    const registration = parseInput(RegistrationRequestSchema, request.body);
    return reply.code(201).send({ status: true, message: await accounts.register(registration) });
  });

  // Password recovery: forgot-password mails a code, verify-otp exchanges it for a reset token, reset-password
  // spends the token.
  app.post('/accounts/forgot-password/', { config: accountLimit }, async (request) => {
    const { email } = parseInput(ForgotPasswordRequestSchema, request.body);
    return { status: true, status_code: 200, message: await accounts.requestPasswordResetCode(email) };
  });

  app.post('/accounts/verify-otp/', { config: accountLimit }, async (request) => {
    const { email, otp } = parseInput(VerifyOtpRequestSchema, request.body);
    const token = await accounts.verifyPasswordResetCode(email, otp);
    return { status: true, status_code: 200, token, message: PasswordResetAnswers.verified };
  });

  app.post('/accounts/reset-password/', { config: accountLimit }, async (request) => {
    const { token, new_password } = parseInput(ResetPasswordRequestSchema, request.body);
    return { status: true, message: await accounts.resetPassword(token, new_password) };
  });

  // The signed-in client's own profile (SPEC §2 Profile fields, issue 15); clients only.
  const client = { preHandler: app.requireClient };
  // Calls that check a password or a code, counted per user: the service counts wrong ones besides.
  const guessable = {
    ...client,
    config: rateLimit(options.accountRateLimitMax, ACCOUNT_RATE_LIMIT_WINDOW, TOO_MANY_REQUESTS, 'user'),
  };

  /** When the caller's previous visit began: the portal marks what came since 'New' (issue 42). */
  app.get('/accounts/last-visit/', client, async (request) => {
    const { userId, sessionId } = request.user!;
    const at = await accounts.previousVisit(userId, sessionId);
    return { status: true, data: { previous_visit_at: at?.toISOString() ?? null } };
  });

  app.get('/accounts/profile/', client, async (request) => ({
    status: true,
    data: await accounts.profile(clientIdentity(request)),
  }));

  /** Saves the person's fields and, for the owner and admins, the company's; answers the stored profile. */
  app.patch('/accounts/profile/', client, async (request) => {
    const changes = parseInput(ProfileUpdateSchema, request.body);
    return { status: true, data: await accounts.updateProfile(clientIdentity(request), changes) };
  });

  /** { email, password } → a code mailed to the new address, which waits as `pending_email`. */
  app.post('/accounts/profile/email/', guessable, async (request) => {
    const change = parseInput(EmailChangeRequestSchema, request.body);
    return { status: true, message: await accounts.requestEmailChange(clientIdentity(request), change) };
  });

  /** { otp } → the waiting address becomes the account's; answers the profile. */
  app.post('/accounts/profile/email/confirm/', guessable, async (request) => {
    const { otp } = parseInput(EmailChangeConfirmSchema, request.body);
    return { status: true, data: await accounts.confirmEmailChange(clientIdentity(request), otp) };
  });

  /** { current_password, new_password, confirm_password } → the new password; the user's other sessions end. */
  app.post('/accounts/profile/password/', guessable, async (request) => {
    const change = parseInput(PasswordChangeSchema, request.body);
    const caller = { ...clientIdentity(request), sessionId: request.user!.sessionId };
    return { status: true, message: await accounts.changePassword(caller, change) };
  });
}
