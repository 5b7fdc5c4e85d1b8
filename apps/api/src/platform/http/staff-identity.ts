import type { StaffRole } from '@firm/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The signed-in staff member behind a back-office call, as stored when the call came in (issue 40: resolved once,
 * by the auth plugin, for every service that records who acted).
 */
export interface StaffIdentity {
  id: string;
  email: string;
  /** First and last name, as the back office and the mails write it. */
  name: string;
  role: StaffRole;
}

/** The staff member behind a request that passed `app.requireStaff` (or `app.assertStaff`). */
export function staffIdentity(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw new Error('staffIdentity needs a request that passed requireStaff');
  return request.staff;
}
