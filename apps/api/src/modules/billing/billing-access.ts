import { BillingViewMessages, managesTeam, seesBilling, type TeamRole } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { ForbiddenError } from '../../platform/errors.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import type { Actor } from '../activity';
import { teamReads } from '../team';

/** Who reads or changes the organisation's billing: their role as it is now, and their address for the record. */
export interface BillingReader {
  identity: ClientIdentity;
  role: TeamRole;
  email: string;
}

/** The reader as the actor of a change on the record. */
export const clientActor = (by: BillingReader): Actor => ({
  kind: 'client',
  id: by.identity.userId,
  email: by.email,
});

/** The caller as a reader of the billing view: owner, admin or billing; a member is refused (403). */
export async function billingReader(db: Db, identity: ClientIdentity): Promise<BillingReader> {
  const member = await teamReads.memberOf(db, identity.tenantId, identity.userId);
  if (!member || !seesBilling(member.role)) throw new ForbiddenError(BillingViewMessages.notBilling);
  return { identity, role: member.role, email: member.email };
}

/** The caller as one who changes subscriptions: the owner or an admin; anyone else is refused (403). */
export async function subscriptionChanger(db: Db, identity: ClientIdentity): Promise<BillingReader> {
  const member = await teamReads.memberOf(db, identity.tenantId, identity.userId);
  if (!member || !managesTeam(member.role)) throw new ForbiddenError(BillingViewMessages.notYours);
  return { identity, role: member.role, email: member.email };
}
