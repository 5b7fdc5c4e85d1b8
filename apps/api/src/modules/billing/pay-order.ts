import { BillingViewMessages, PaymentMessages, type PayOrderRequest } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import { type PaymentService, withinPaymentWindow, orderChanges, type StartedPayment } from '../commerce';
import type { BillingReader } from './billing-access.js';
import { isPayable } from './billing-json.js';

/**
 * Paying an open order of the organisation from the billing view (an invoice, a failed renewal) by card or bank
 * transfer: its payment intent is made, or the one it has for that method reused, and answered as checkout answers
 * it, so the page's card and bank forms confirm it and the payment's event settles it through fulfilment.
 */
export function createOrderPayment(deps: { db: Db; clock: Clock; payments: PaymentService }) {
  const { db, clock, payments } = deps;

  return async (by: BillingReader, number: string, request: PayOrderRequest): Promise<StartedPayment> => {
    const order = await orderChanges.byNumber(db, number);
    if (!order || order.tenantId !== by.identity.tenantId)
      throw new NotFoundError(BillingViewMessages.orderNotFound);
    const now = clock.now();
    if (!isPayable(order, now))
      throw new ConflictError(
        order.status === 'pending' && !withinPaymentWindow(order, now)
          ? PaymentMessages.lapsed
          : BillingViewMessages.notPayable,
      );
    const started = await payments.startOrderPayment(order, request.method);
    if (!started) throw new ConflictError(BillingViewMessages.notPayable);
    return started;
  };
}
