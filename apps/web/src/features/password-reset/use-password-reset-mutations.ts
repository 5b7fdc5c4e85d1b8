import type { ForgotPasswordRequest, ResetPasswordRequest, VerifyOtpRequest } from '@firm/domain';
import { PasswordResetMessages } from '@firm/domain';
import { useNavigate } from '@tanstack/react-router';
import { api } from '../../lib/api';
import { useSubmission } from '../../lib/use-submission';
import {
  failedResetMessage,
  isCodeSent,
  OtpRefusedError,
  otpRequestRefusal,
  refusedResetMessage,
} from './password-reset-messages';

/** Asks for a code by email; resolves the server's words about it. Also how a new code is asked for. */
export function useForgotPasswordMutation() {
  return useSubmission(async (body: ForgotPasswordRequest) => {
    let answer;
    try {
      answer = await api.forgotPassword(body);
    } catch (error) {
      throw new Error(failedResetMessage(error));
    }
    if (!isCodeSent(answer)) throw new Error(refusedResetMessage(answer));
    return answer.message;
  });
}

/**
 * Trades the code for a reset token. A refused code fails with an OtpRefusedError; the one that used up the last
 * attempt sends the visitor to /login (SPEC §4/§8).
 */
export function useVerifyOtpMutation() {
  const navigate = useNavigate();
  return useSubmission(async (body: VerifyOtpRequest) => {
    try {
      return await verifiedToken(body);
    } catch (error) {
      if (error instanceof OtpRefusedError && error.attemptsExhausted)
        await navigate({ to: '/login', search: { notice: 'otp-attempts' } });
      throw error;
    }
  });
}

/** The reset token the code is traded for, or the refusal (an OtpRefusedError, with the attempts left). */
async function verifiedToken(body: VerifyOtpRequest): Promise<string> {
  let answer;
  try {
    answer = await api.verifyOtp(body);
  } catch (error) {
    throw otpRequestRefusal(error);
  }
  if (!answer.status) throw new OtpRefusedError(answer.message, answer.remaining_attempts);
  // Accepted but without a token: nothing to reset with, and no attempt to count.
  if (!answer.token) throw new Error(PasswordResetMessages.fallback);
  return answer.token;
}

/** Sets the new password with the token, then sends the visitor to sign in with it (SPEC §4). */
export function useResetPasswordMutation() {
  const navigate = useNavigate();
  return useSubmission(async (body: ResetPasswordRequest) => {
    let answer;
    try {
      answer = await api.resetPassword(body);
    } catch (error) {
      throw new Error(failedResetMessage(error));
    }
    if (!answer.status) throw new Error(refusedResetMessage(answer));
    await navigate({ to: '/login', search: { notice: 'password-reset' } });
  });
}
