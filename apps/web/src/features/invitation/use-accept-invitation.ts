import type { InvitationAccept } from '@firm/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api } from '../../lib/api';
import { storeSignIn } from '../../data/session';
import { AcceptRefused, refusedAcceptMessage } from './invitation-messages';

/**
 * Accepts the invitation: the server creates the account and answers as a sign-in does, which is stored exactly as
 * the login form stores it; then the new member lands in the client area. Whatever was cached for an earlier
 * session in this browser is dropped first.
 */
export function useAcceptInvitation(token: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: InvitationAccept) => {
      const answer = await api.acceptInvitation(token, values);
      if (!answer.status) throw new AcceptRefused(refusedAcceptMessage(answer));
      return answer.data;
    },
    onSuccess: async (data) => {
      queryClient.clear();
      storeSignIn(data);
      // An invitation makes a client: the client area is where they land (SPEC §4).
      await navigate({ to: '/client' });
    },
  });
}
