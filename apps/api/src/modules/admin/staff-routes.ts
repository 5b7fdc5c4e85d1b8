import { staffIdentity } from '../../platform/http/staff-identity.js';
import { StaffInvitationSchema, StaffMemberMessages } from '@firm/domain';
import type { FastifyInstance } from 'fastify';
import type { PublicOrigin } from '../../platform/http/public-origin.js';
import { parseInput } from '../../platform/http/validate.js';
import type { StaffMembers } from './staff-members.js';

/** The firm's staff (issue 16) under /api/admin/staff/: admins only. */
export async function staffRoutes(
  app: FastifyInstance,
  options: { staff: StaffMembers; publicOrigin: PublicOrigin },
) {
  const { staff } = options;

  app.get('/admin/staff/', { preHandler: app.requireStaff('staff', 'read') }, async () => ({
    status: true,
    data: await staff.list(),
  }));

  app.post('/admin/staff/', { preHandler: app.requireStaff('staff', 'write') }, async (request, reply) => {
    const invitation = parseInput(StaffInvitationSchema, request.body);
    const data = await staff.invite(staffIdentity(request), invitation, options.publicOrigin(request));
    return reply.code(201).send({ status: true, message: StaffMemberMessages.invited, data });
  });
}
