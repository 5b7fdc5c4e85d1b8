import { BillingViewMessages, RenewalPoMessages } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import { orderChanges } from '../commerce';
import type { BillingReader } from './billing-access.js';
import { OPEN_RENEWAL_STATUSES } from './renewal-orders.js';
import { billingRepository as repository } from './repository.js';

/**
 * The purchase-order number of a subscription's next renewal (issue 46), given by the organisation's owner, admins or
 * billing members. The subscription keeps it until the renewal is paid; the renewal order takes it when placed, and a
 * card or bank renewal already awaiting payment takes it at once (its receipt prints it). A renewal invoice already
 * issued is never changed: it is refused, and the firm issues it again. A subscription that does not renew takes none.
 */
export function createRenewalPo(deps: { clock: Clock; unitOfWork: UnitOfWork }) {
  const { clock, unitOfWork } = deps;
  return (by: BillingReader, subscriptionId: string, poNumber: string | null) =>
    unitOfWork(async (tx) => {
      const now = clock.now();
      const subscription = await repository.lockSubscription(tx, by.identity.tenantId, subscriptionId);
      if (!subscription) throw new NotFoundError(BillingViewMessages.notFound);
      if (!subscription.autoRenew || subscription.state === 'expired' || subscription.endsAt <= now)
        throw new ConflictError(RenewalPoMessages.notRenewing);
      const message = poNumber ? RenewalPoMessages.saved(poNumber) : RenewalPoMessages.removed;
      const order = subscription.renewalOrderId
        ? await orderChanges.byId(tx, subscription.renewalOrderId)
        : undefined;
      if (order && OPEN_RENEWAL_STATUSES.includes(order.status)) {
        if (order.invoiceNumber) throw new ConflictError(RenewalPoMessages.invoiced(order.invoiceNumber));
        await orderChanges.setPoNumber(tx, order.id, poNumber, now);
      }
      const changed = await repository.updateSubscription(tx, subscription.id, { renewalPoNumber: poNumber });
      return { message, subscription: { ...changed, reportTypeName: subscription.reportTypeName } };
    });
}
