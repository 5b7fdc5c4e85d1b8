import {
  staffAreas,
  STAFF_AREAS,
  staffMayWrite,
  type AuditQuery,
  type StaffMe,
  type StaffRole,
} from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { ForbiddenError } from '../../platform/errors.js';
import { AuthenticateMessages } from '../../platform/http/authenticate.js';
import { auditEntryOf } from './audit-log.js';
import { adminRepository as repository } from './repository.js';

export function createAdminService({ db }: { db: Db }) {
  return {
    /** Head counts for the dashboard: organisations, and users of client organisations. */
    async summary(): Promise<{ tenants: number; clients: number }> {
      const [tenants, clients] = await Promise.all([
        repository.countTenants(db),
        repository.countClients(db),
      ]);
      return { tenants, clients };
    },

    /** The staff member's back-office role as stored now (asked on every back-office request). */
    staffRoleOf: (userId: string): Promise<StaffRole | null> => repository.staffRoleOf(db, userId),

    /** Who the signed-in staff member is and what their role reads and writes; staff without a role are refused. */
    async me(userId: string): Promise<StaffMe> {
      const [member, role] = await Promise.all([
        repository.staffMember(db, userId),
        repository.staffRoleOf(db, userId),
      ]);
      if (!member || !role) throw new ForbiddenError(AuthenticateMessages.forbidden);
      return {
        id: member.id,
        email: member.email,
        name: `${member.firstName} ${member.lastName}`.trim(),
        staff_role: role,
        reads: staffAreas(role),
        writes: STAFF_AREAS.filter((area) => staffMayWrite(role, area)),
      };
    },

    /** A page of the audit log, newest first unless asked otherwise. */
    async audit(query: AuditQuery) {
      const { rows, count } = await repository.listStaffActions(db, query);
      return { count, page: query.page, page_size: query.page_size, data: rows.map(auditEntryOf) };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
