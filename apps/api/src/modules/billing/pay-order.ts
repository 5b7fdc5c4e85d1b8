import { BillingViewMessages, PaymentMessages, type PayOrderRequest } from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, NotFoundError, PaymentFailedError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Log } from '../../platform/log.js';
import {
  type PaymentService,
  queueIntentCancellation,
  withinPaymentWindow,
  orderChanges,
  type StartedPayment,
} from '../commerce';
import type { BillingReader } from './billing-access.js';
import { isPayable } from './billing-json.js';

/**
 * Paying an open order of the organisation from the billing view (an invoice, a failed renewal) by card or bank
 * transfer: its payment intent is made, or the one it has for that method reused, and answered as checkout answers
 * it, so the page's card and bank forms confirm it and the payment's event settles it through fulfilment.
 */
export function createOrderPayment(deps: {
  db: Db;
  clock: Clock;
  unitOfWork: UnitOfWork;
  jobs: JobQueue;
  payments: PaymentService;
  log: Log;
}) {
  const { db, clock, unitOfWork, jobs, payments, log } = deps;
  const { provider } = payments;

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
    const answer = (clientSecret: string): StartedPayment => ({
      clientSecret,
      orderNumber: order.number,
      provider: provider.name,
    });
    if (order.clientSecret && order.method === request.method && order.provider === provider.name)
      return answer(order.clientSecret);

    let intent;
    try {
      intent = await provider.createIntent({
        amountCents: order.totalCents,
        currency: 'usd',
        method: request.method,
        orderId: order.id,
        orderNumber: order.number,
        // Saved to the organisation's customer, as a purchase's card is, for the next renewal (issue 17).
        customerId: await payments.customerOf(order),
        idempotencyKey: `billing-${order.id}-${request.method}-${order.updatedAt.getTime()}`,
      });
    } catch (error) {
      log.error({ err: error, order: order.number }, 'payment intent failed');
      throw new PaymentFailedError(PaymentMessages.intentFailed);
    }
    const linked = await unitOfWork(async (tx) => {
      const set = await orderChanges.linkIntent(
        tx,
        order.id,
        { ...intent, provider: provider.name, method: request.method },
        clock.now(),
      );
      // The new intent of an order paid meanwhile, or the one it had before (another method), must not be paid.
      if (!set)
        await queueIntentCancellation(jobs, tx, { provider: provider.name, paymentIntentId: intent.id });
      else if (order.paymentIntentId && order.paymentIntentId !== intent.id)
        await queueIntentCancellation(jobs, tx, order);
      return set;
    });
    if (!linked) throw new ConflictError(BillingViewMessages.notPayable);
    return answer(intent.clientSecret);
  };
}
