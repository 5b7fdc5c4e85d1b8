import type { ForgotPasswordRequest, ResetPasswordRequest, VerifyOtpRequest } from '@firm/domain';
import { PasswordResetMessages } from '@firm/domain';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api } from '../../lib/api';
import {
  failedResetMessage,
  isCodeSent,
  OtpRefusedError,
  otpRequestRefusal,
  refusedResetMessage,
} from './password-reset-messages';

/** Asks for a code by email; resolves the server's words about it. Also how a new code is asked for. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: async (body: ForgotPasswordRequest) => {
      let answer;
      try {
        answer = await api.forgotPassword(body);
      } catch (error) {
        throw new Error(failedResetMessage(error));
      }
      if (!isCodeSent(answer)) throw new Error(refusedResetMessage(answer));
      return answer.message;
    },
  });
}

/**
 * Trades the code for a reset token. A refused code fails with an OtpRefusedError; the one that used up the last
 * attempt sends the visitor to /login (SPEC §4/§8).
 */
export function useVerifyOtpMutation() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (body: VerifyOtpRequest) => {
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
    },
    onError: async (error) => {
      if (error instanceof OtpRefusedError && error.attemptsExhausted) {
        await navigate({ to: '/login', search: { notice: 'otp-attempts' } });
      }
    },
  });
}

/** Sets the new password with the token, then sends the visitor to sign in with it (SPEC §4). */
export function useResetPasswordMutation() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (body: ResetPasswordRequest) => {
      let answer;
      try {
        answer = await api.resetPassword(body);
      } catch (error) {
        throw new Error(failedResetMessage(error));
      }
      if (!answer.status) throw new Error(refusedResetMessage(answer));
    },
    onSuccess: () => navigate({ to: '/login', search: { notice: 'password-reset' } }),
  });
}
