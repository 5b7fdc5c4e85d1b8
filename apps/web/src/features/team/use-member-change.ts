import type { AssignableRole, TeamChangeResponse, TeamMember } from '@firm/domain';
import { api } from '../../lib/api';
import { useTeamChange } from '../../data/team';
import type { MemberAction } from './team-rules';

export interface MemberChange {
  action: MemberAction;
  member: TeamMember;
  /** The new role, for 'change-role'. */
  role?: AssignableRole;
}

function send({ action, member, role }: MemberChange): Promise<TeamChangeResponse> {
  switch (action) {
    case 'change-role':
      return api.changeRole(member.id, { role: role ?? 'member' });
    case 'suspend':
      return api.suspendMember(member.id);
    case 'reactivate':
      return api.reactivateMember(member.id);
    case 'remove':
      return api.removeMember(member.id);
    case 'resend':
      return api.resendInvitation(member.id);
    case 'revoke':
      return api.revokeInvitation(member.id);
    case 'make-owner':
      return api.transferOwnership({ member_id: member.id });
  }
}

/** One change of a member or an invitation; handing over ownership changes the caller's own role too. */
export function useMemberChange() {
  return useTeamChange(send, { touchesCaller: ({ action }) => action === 'make-owner' });
}
