import {
  StaffInvitationResponseSchema,
  StaffMembersResponseSchema,
  type StaffInvitation,
} from '@firm/domain';
import type { KyInstance } from 'ky';
import { parse } from '../parse.js';

/** The firm's staff (issue 16): admins only. */
export function createStaffCalls(api: KyInstance) {
  return {
    /** GET admin/staff/: every staff member with role and status. */
    staffMembers: () => parse(StaffMembersResponseSchema, api.get('admin/staff/')),

    /** POST admin/staff/: invites a staff member, who chooses a password from the mailed link. */
    inviteStaff: (body: StaffInvitation) =>
      parse(StaffInvitationResponseSchema, api.post('admin/staff/', { json: body })),
  };
}
