import type { StaffInvitation } from '@firm/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { auditKey } from './audit';

export const staffMembersKey = ['admin', 'staff-members'] as const;

export const staffMembersQueryOptions = () =>
  queryOptions({ queryKey: staffMembersKey, queryFn: async () => (await api.admin.staffMembers()).data });

/** Invites a staff member; the list and the audit log then reload. */
export function useInviteStaffMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: StaffInvitation) => api.admin.inviteStaff(invitation),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffMembersKey }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]);
    },
  });
}
