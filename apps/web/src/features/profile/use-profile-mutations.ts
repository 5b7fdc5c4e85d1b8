import type { EmailChangeRequest, PasswordChange, Profile, ProfileUpdate } from '@firm/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, session } from '../../lib/api';
import { profileQueryOptions } from '../../lib/profile-queries';
import { useSession } from '../../lib/use-session';

/**
 * Keeps what the server stored: the profile query's data, and the session's name and email, which the sidebar and
 * the header show.
 */
function useStoreProfile() {
  const queryClient = useQueryClient();
  const { id } = useSession();
  return (profile: Profile) => {
    queryClient.setQueryData(profileQueryOptions(id).queryKey, profile);
    session.write({
      userName: `${profile.first_name} ${profile.last_name}`.trim(),
      email: profile.email,
    });
  };
}

/** PATCH accounts/profile/: resolves the stored profile, which becomes the page's. */
export function useUpdateProfileMutation() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: async (body: ProfileUpdate) => (await api.updateProfile(body)).data,
    onSuccess: store,
  });
}

/** POST accounts/profile/email/: mails a code to the new address; resolves the server's words about it. */
export function useRequestEmailChangeMutation() {
  const queryClient = useQueryClient();
  const { id } = useSession();
  return useMutation({
    mutationFn: async (body: EmailChangeRequest) => (await api.requestEmailChange(body)).message,
    // The profile now names the address waiting for its code.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions(id).queryKey }),
  });
}

/** POST accounts/profile/email/confirm/: the new address takes effect; resolves the stored profile. */
export function useConfirmEmailChangeMutation() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: async (otp: string) => (await api.confirmEmailChange({ otp })).data,
    onSuccess: store,
  });
}

/** POST accounts/profile/password/: resolves the server's words about it. */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: async (body: PasswordChange) => (await api.changePassword(body)).message,
  });
}
