import { ClientMessages } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { SessionEndReason } from '../../platform/database/schema.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import type { StaffIdentity } from '../../platform/http/staff-identity.js';
import { setOrganisationStatus, setUserSuspension } from '../accounts';
import { recordStaffAction } from '../activity';
import { suspensionOf } from '../team';
import type { ClientChange } from './client-change.js';
import { clientRepository as repository } from './repository.js';

/** From the accounts service: a suspension ends the sessions at once, in the change's transaction. */
export interface SessionEnding {
  endSessionsOfUser: (tx: Db, userId: string, reason: SessionEndReason) => Promise<void>;
  endSessionsOfTenant: (tx: Db, tenantId: string, reason: SessionEndReason) => Promise<void>;
}

/** Staff suspend and reactivate organisations and their users (issue 16), each change with its audit record. */
export function createOrganisationAccess({
  change,
  accounts,
}: {
  change: ClientChange;
  accounts: SessionEnding;
}) {
  return {
    /**
     * Suspends the organisation: none of its users can sign in or use the API, and every session of theirs ends
     * now. A pending organisation (registration unconfirmed) is refused; suspending a suspended one records nothing.
     */
    suspend: (staff: StaffIdentity, tenantId: string, reason: string) =>
      change(tenantId, async (tx, tenant, now) => {
        if (tenant.status === 'pending') throw new ConflictError(ClientMessages.pendingOrganisation);
        if (tenant.status === 'disabled') return;
        await setOrganisationStatus(tx, tenant.id, 'disabled');
        await accounts.endSessionsOfTenant(tx, tenant.id, 'suspended');
        await recordStaffAction(tx, {
          staff,
          action: 'organisation_suspended',
          target: { type: 'organisation', id: tenant.id },
          tenant: { id: tenant.id, name: tenant.name },
          before: { status: 'active' },
          after: { status: 'suspended' },
          reason,
          at: now,
        });
      }),

    reactivate: (staff: StaffIdentity, tenantId: string, reason: string) =>
      change(tenantId, async (tx, tenant, now) => {
        if (tenant.status !== 'disabled') return;
        await setOrganisationStatus(tx, tenant.id, 'active');
        await recordStaffAction(tx, {
          staff,
          action: 'organisation_reactivated',
          target: { type: 'organisation', id: tenant.id },
          tenant: { id: tenant.id, name: tenant.name },
          before: { status: 'suspended' },
          after: { status: 'active' },
          reason,
          at: now,
        });
      }),

    /**
     * Suspends or reactivates one user of the organisation, recorded once in the same transaction (the team's
     * history shows the firm's change too); a suspension ends their sessions now. The suspension is the firm's (issue 39): the organisation's
     * owner and admins cannot lift it, nor remove the user, and suspending a user the organisation suspended makes
     * the suspension the firm's. Staff lift any suspension, the organisation's too. Asking for what already is (the
     * firm's suspension, or no suspension) changes nothing.
     */
    setUserSuspended: (
      staff: StaffIdentity,
      tenantId: string,
      userId: string,
      suspended: boolean,
      reason: string,
    ) =>
      change(tenantId, async (tx, tenant, now) => {
        const member = await repository.findMember(tx, tenant.id, userId, true);
        if (!member) throw new NotFoundError(ClientMessages.userNotFound);
        if (member.status === 'pending') throw new ConflictError(ClientMessages.pendingUser);
        const origin = suspensionOf(member);
        if (suspended ? origin === 'firm' : origin === null) return;
        await setUserSuspension(tx, member.id, suspended ? 'firm' : null);
        if (suspended) await accounts.endSessionsOfUser(tx, member.id, 'suspended');
        const before = origin ? { status: 'suspended', suspended_by: origin } : { status: 'active' };
        const after = suspended ? { status: 'suspended', suspended_by: 'firm' } : { status: 'active' };
        await recordStaffAction(tx, {
          staff,
          action: suspended ? 'user_suspended' : 'user_reactivated',
          target: { type: 'user', id: member.id, label: member.email },
          tenant: { id: tenant.id, name: tenant.name },
          before: { ...before, email: member.email },
          after: { ...after, email: member.email },
          reason,
          at: now,
        });
      }),
  };
}
