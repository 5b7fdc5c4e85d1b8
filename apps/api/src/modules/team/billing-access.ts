import { seesBilling } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { teamRepository as repository } from './repository.js';

/**
 * Whether a client may see an order's billing (its details, its invoice): its buyer, or the owner, an admin or a
 * billing member of the order's organisation, by their role as it is now (issue 15).
 */
export async function seesOrderBilling(
  db: Db,
  reader: ClientIdentity,
  order: { tenantId: string; userId: string },
): Promise<boolean> {
  if (order.tenantId !== reader.tenantId) return false;
  if (order.userId === reader.userId) return true;
  const role = await repository.roleOf(db, reader.userId, reader.tenantId);
  return role !== null && seesBilling(role);
}
