import { isClientSession } from '@firm/domain';
import type { EmailChangeRequest, PasswordChange, Profile, ProfileUpdate } from '@firm/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, session } from '../lib/api';
import { useSession } from './session';

/** The signed-in client's profile (GET accounts/profile/), kept per user so another sign-in never sees it. */
export const profileQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['profile', userId ?? 'visitor'],
    queryFn: async () => (await api.profile()).data,
    staleTime: 5 * 60_000,
    meta: { failure: 'Loading the profile' },
  });

/** The profile of a signed-in client; nothing for a visitor or an admin. */
export function useProfile() {
  const values = useSession();
  const enabled = isClientSession(values);
  const query = useQuery({ ...profileQueryOptions(values.id), enabled, retry: 1 });
  return {
    profile: enabled ? query.data : undefined,
    /** Still on its way; false when there is none to wait for (a visitor) or it failed. */
    isPending: enabled && query.isPending,
  };
}

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
