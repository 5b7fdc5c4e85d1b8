import {
  ConsultationMessages,
  type ConsultationPayment,
  formatSessionTime,
  sessionTitle,
  type ConsultationLength,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import { isExclusionViolation } from '../../platform/database/unique-violation.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Log } from '../../platform/log.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import { recordActivity } from '../activity';
import { orderChanges, type OrderService, type PaymentService, type StartedPayment } from '../commerce';
import { holdLapseJob } from './hold-lapse.js';
import { bookedMails } from './mails.js';
import { consultationsRepository as repository } from './repository.js';

/** Why a consultation's order is cancelled when its hold runs out. */
export const HOLD_LAPSED_REASON = 'The time held for this consultation ran out before it was paid.';

/**
 * Paying for a held consultation by card (issue 43): the hold's order is placed when its booker starts paying (a
 * `consultation` order, priced on the server from the firm's terms), paid through commerce's payments, and the
 * session is booked in the payment's own transaction, its confirmations queued with it. A hold that runs out
 * cancels its order and payment; a payment that still arrives books the time if it is free.
 */
export function createConsultationPayments(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  jobs: JobQueue;
  mail: MailQueue;
  events: DomainEvents;
  orders: OrderService;
  payments: PaymentService;
  log: Log;
  /** The site's origin, for the links in mails. */
  linkOrigin: string;
}) {
  const { unitOfWork, clock, jobs, mail, events, orders, payments, log } = deps;

  /** Books the session and queues its confirmations, in `tx`. */
  async function book(tx: Db, consultationId: number, now: Date): Promise<void> {
    await repository.book(tx, consultationId, now);
    const parties = (await repository.sessionWithParties(tx, consultationId))!;
    for (const message of bookedMails(parties, { origin: deps.linkOrigin, now })) await mail(tx, message);
    await recordActivity(tx, {
      actor: { kind: 'client', id: parties.session.userId, email: parties.client.email },
      action: 'consultation_booked',
      subject: { type: 'consultation', id: String(consultationId), label: parties.session.topic },
      tenant: { id: parties.session.tenantId, name: parties.organisation },
      after: {
        analyst_id: parties.session.analystId,
        starts_at: parties.session.startsAt.toISOString(),
        length: parties.session.lengthMinutes,
        price_cents: parties.session.priceCents,
        order_id: parties.session.orderId,
      },
      at: now,
    });
  }

  events.subscribe('commerce.order-paid', async (tx, { order, now }) => {
    if (order.kind !== 'consultation') return;
    const session = await repository.lockByOrder(tx, order.id);
    if (!session || session.status === 'booked') return;
    if (session.status === 'held') return book(tx, session.id, now);
    // Paid after its hold ran out: the time is the booker's if no one took it meanwhile.
    try {
      await tx.transaction((savepoint) => book(savepoint, session.id, now));
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      log.error(
        { order: order.number, consultation: session.id },
        'consultation paid after its time was taken: refund it from the back office',
      );
    }
  });

  jobs.register(holdLapseJob, async ({ consultationId }, { now }) => {
    await unitOfWork(async (tx) => {
      const session = await repository.lockConsultation(tx, consultationId);
      if (!session || session.status !== 'held' || session.holdExpiresAt! > now) return;
      await repository.lapse(tx, consultationId, now);
      if (session.orderId) await orderChanges.drop(tx, jobs, session.orderId, HOLD_LAPSED_REASON, now);
    });
  });

  return {
    /**
     * Starts paying for the booker's hold by card: its order is placed the first time, and the payment answered as
     * checkout answers it. A hold that ran out, was let go or is another's is not found.
     */
    async pay(
      client: ClientIdentity,
      holdId: number,
      method: ConsultationPayment['method'],
    ): Promise<StartedPayment> {
      const order = await unitOfWork(async (tx) => {
        const now = clock.now();
        const hold = await repository.lockOwnHold(tx, holdId, client.userId, now);
        if (!hold) throw new NotFoundError(ConsultationMessages.holdNotFound);
        if (hold.orderId) return (await orderChanges.byId(tx, hold.orderId))!;
        const analyst = (await repository.analyst(tx, hold.analystId))!;
        const placed = await orders.placeBillingOrder(tx, {
          tenantId: hold.tenantId,
          userId: hold.userId,
          kind: 'consultation',
          method,
          lines: [],
          totalCents: hold.priceCents,
          description: `${sessionTitle(hold.lengthMinutes as ConsultationLength, `${analyst.firstName} ${analyst.lastName}`)}, ${formatSessionTime(hold.startsAt, hold.timeZone)}`,
          provider: payments.provider.name,
          at: now,
        });
        await repository.setOrder(tx, hold.id, placed.id, now);
        return placed;
      });
      const started = await payments.startOrderPayment(order, method);
      if (!started) throw new ConflictError(ConsultationMessages.holdNotFound);
      return started;
    },
  };
}

export type ConsultationPayments = ReturnType<typeof createConsultationPayments>;
