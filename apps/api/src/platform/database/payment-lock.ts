import { advisoryLock } from './advisory-lock.js';
import type { Db } from './database.js';

/**
 * Takes an organisation's payment lock until the caller's transaction ends (issue 39). Whatever judges whether one of
 * its report types is running and then starts or changes a subscription holds it: a payment settling, a renewal's
 * charge, a change made in the back office. They run one after the other, so none of them finds a type running
 * that another started meanwhile. An advisory lock, so nothing else that reads or writes the organisation waits for
 * it. Lock order: a promo code's row, then this lock, then rows of the organisation, its orders and subscriptions.
 */
export async function lockOrganisationPayments(db: Db, tenantId: string): Promise<void> {
  await advisoryLock(db, `payments:${tenantId}`);
}
