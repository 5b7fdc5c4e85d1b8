import { ClientMessages, type AdminClient } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import { lockOrganisationPayments } from '../../platform/database/payment-lock.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { NotFoundError } from '../../platform/errors.js';
import { clientDetail } from './client-detail.js';
import { clientRepository as repository, type TenantRow } from './repository.js';

/** One change of an organisation by staff: `work` runs in its transaction, on the organisation locked. */
export type ClientChange = (
  tenantId: string,
  work: (tx: Db, tenant: TenantRow, now: Date) => Promise<void>,
) => Promise<AdminClient>;

/**
 * One change of an organisation, in its transaction; answers the organisation as it then is. It holds the
 * organisation's payment lock first (issue 39): a grant or an extension and a payment settling for the same report
 * type are judged one after the other.
 */
export function createClientChange({
  unitOfWork,
  clock,
}: {
  unitOfWork: UnitOfWork;
  clock: Clock;
}): ClientChange {
  return (tenantId, work) =>
    unitOfWork(async (tx) => {
      await lockOrganisationPayments(tx, tenantId);
      const tenant = await repository.findTenant(tx, tenantId, true);
      if (!tenant) throw new NotFoundError(ClientMessages.notFound);
      const now = clock.now();
      await work(tx, tenant, now);
      return clientDetail(tx, tenantId, now);
    });
}
