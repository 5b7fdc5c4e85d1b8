import type { RegistrationConfirm, RegistrationPayload } from '@firm/domain';
import { useNavigate } from '@tanstack/react-router';
import { api } from '../../lib/api';
import { useSubmission } from '../../lib/use-submission';
import { failedRegistrationMessage, refusedRegistrationMessage } from './registration-messages';

/**
 * Sends the enrolment (SPEC §3 payload); the server mails a code and answers with where it went. Posting the same
 * payload again is how a new code is asked for. Fails with the message to show; `cause` keeps the server's error
 * for its per-field messages.
 */
export function useRegisterMutation() {
  return useSubmission(async (payload: RegistrationPayload) => {
    let answer;
    try {
      answer = await api.register(payload);
    } catch (error) {
      throw new Error(failedRegistrationMessage(error), { cause: error });
    }
    if (!answer.status) throw new Error(refusedRegistrationMessage(answer));
    return answer.message;
  });
}

/** Confirms the email with the mailed code, then sends the new client to sign in (SPEC §4). */
export function useConfirmRegistrationMutation() {
  const navigate = useNavigate();
  return useSubmission(async (body: RegistrationConfirm) => {
    let answer;
    try {
      answer = await api.confirmRegistration(body);
    } catch (error) {
      throw new Error(failedRegistrationMessage(error), { cause: error });
    }
    if (!answer.status) throw new Error(refusedRegistrationMessage(answer));
    await navigate({ to: '/login', search: { notice: 'enrolled' } });
  });
}
