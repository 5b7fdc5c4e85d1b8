import {
  callMonths,
  CREDIT_SESSION_MINUTES,
  CreditMessages,
  FirmTerms,
  ConsultationMessages,
  type ConsultationPayment,
  formatSessionTime,
  sessionTitle,
  type ConsultationLength,
  type StaffBookingPayment,
} from '@firm/domain';
import { addDays } from 'date-fns';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import { isExclusionViolation } from '../../platform/database/unique-violation.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, NotFoundError, RuleRefusedError } from '../../platform/errors.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Log } from '../../platform/log.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import {
  orderChanges,
  type InvoiceService,
  type OrderService,
  type PaymentService,
  type StartedPayment,
} from '../commerce';
import type { Staff } from '../activity';
import { holdLapseJob } from './hold-lapse.js';
import { bookSession } from './booked.js';
import { personName } from './people.js';
import { consultationsRepository as repository } from './repository.js';

/** A held session, locked for its booker. */
type HeldSession = NonNullable<Awaited<ReturnType<typeof repository.lockOwnHold>>>;

/** Why a consultation's card order is cancelled when the monthly call covers the session instead. */
export const MONTHLY_CALL_REASON = 'The session was booked with the organisation’s monthly call.';

/** Why a consultation's card order is cancelled when a consultation credit covers the session instead. */
export const CREDIT_REASON = 'The session was booked with one of the organisation’s consultation credits.';

/** Why a consultation's card order is cancelled when the session is booked on an invoice instead. */
export const INVOICE_REASON = 'The session was booked on an invoice.';

/** What a consultation's order says it pays for, on its invoice or receipt: the session, in its booker's zone. */
async function descriptionOf(
  tx: Db,
  hold: { analystId: number; lengthMinutes: number; startsAt: Date; timeZone: string },
): Promise<string> {
  const analyst = (await repository.analyst(tx, hold.analystId))!;
  const title = sessionTitle(hold.lengthMinutes as ConsultationLength, personName(analyst));
  return `${title}, ${formatSessionTime(hold.startsAt, hold.timeZone)}`;
}

/** Why a consultation's order is cancelled when its booker lets the hold go. */
export const HOLD_RELEASED_REASON = 'The booker let the time held for this consultation go.';

/** What a consultation's order says for staff when it was paid after its time was taken. */
export const LATE_PAYMENT_NOTE =
  'Paid after the time held for this consultation had been taken: no session was booked, and the payment is refunded.';

/** Why a consultation's order is cancelled when its hold runs out. */
export const HOLD_LAPSED_REASON = 'The time held for this consultation ran out before it was paid.';

/**
 * Paying for a held consultation by card (issue 43): the hold's order is placed when its booker starts paying (a
 * `consultation` order, priced on the server from the firm's terms), paid through commerce's payments, and the
 * session is booked in the payment's own transaction, its confirmations queued with it. A hold that runs out
 * cancels its order and payment; a payment that still arrives books the time if it is free, and is refunded if not.
 */
export function createConsultationPayments(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  jobs: JobQueue;
  mail: MailQueue;
  events: DomainEvents;
  orders: OrderService;
  invoices: InvoiceService;
  payments: PaymentService;
  log: Log;
  /** The site's origin, for the links in mails. */
  linkOrigin: string;
}) {
  const { unitOfWork, clock, jobs, mail, events, orders, payments, log } = deps;

  const effects = { jobs, mail, linkOrigin: deps.linkOrigin };
  const book = (tx: Db, consultationId: number, now: Date) =>
    bookSession(tx, effects, consultationId, 'card', now);

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
      // Taken meanwhile: the session is not booked, and the payment goes back in full.
      const refunded = await orderChanges.refundUndelivered(tx, jobs, order, {
        note: LATE_PAYMENT_NOTE,
        why: `The time held for your consultation was taken before its payment arrived, so order ${order.number} booked no session`,
      });
      log.warn(
        { order: order.number, consultation: session.id, refunded },
        'consultation paid after its time was taken: not booked, payment refunded',
      );
    }
  });

  // Credits bought in the cart are the organisation's once paid (issue 43), and taken back when staff refund them.
  events.subscribe('commerce.purchase-paid', async (tx, { order, credits, now }) => {
    if (credits > 0)
      await repository.grantCredits(tx, {
        tenantId: order.tenantId,
        orderId: order.id,
        quantity: credits,
        at: now,
      });
  });
  events.subscribe('commerce.order-refunded', async (tx, { order, at }) => {
    if (await repository.revokeCredits(tx, order.id, at))
      log.info({ order: order.number }, 'consultation credits of a refunded order taken back');
  });

  jobs.register(holdLapseJob, async ({ consultationId }, { now }) => {
    await unitOfWork(async (tx) => {
      const session = await repository.lockConsultation(tx, consultationId);
      if (!session || session.status !== 'held' || session.holdExpiresAt! > now) return;
      await repository.lapse(tx, consultationId, now);
      if (session.orderId) await orderChanges.drop(tx, jobs, session.orderId, HOLD_LAPSED_REASON, now);
    });
  });

  /** Runs `cover` on the booker's hold, locked, in one transaction; a hold not theirs or no longer held is not found. */
  function onOwnHold(
    client: ClientIdentity,
    holdId: number,
    cover: (tx: Db, hold: HeldSession, now: Date) => Promise<void>,
  ): Promise<void> {
    return unitOfWork(async (tx) => {
      const now = clock.now();
      const hold = await repository.lockOwnHold(tx, holdId, client.userId, now);
      if (!hold) throw new NotFoundError(ConsultationMessages.holdNotFound);
      await cover(tx, hold, now);
    });
  }

  async function coverWithMonthlyCall(tx: Db, hold: HeldSession, now: Date, bookedBy?: Staff): Promise<void> {
    if (hold.lengthMinutes !== 60) throw new RuleRefusedError(ConsultationMessages.monthlyCallLength);
    await repository.lockCovers(tx, hold.tenantId);
    const [month] = callMonths(hold.startsAt);
    const included = await repository.enterpriseSubscriptionsAt(tx, hold.tenantId, hold.startsAt);
    const used = await repository.monthlyCallsUsed(tx, hold.tenantId, month!.start, month!.end);
    if (used >= included) throw new RuleRefusedError(ConsultationMessages.noMonthlyCall);
    if (hold.orderId) await orderChanges.drop(tx, jobs, hold.orderId, MONTHLY_CALL_REASON, now);
    await bookSession(tx, effects, hold.id, 'monthly_call', now, bookedBy);
  }

  async function coverWithCredit(tx: Db, hold: HeldSession, now: Date, bookedBy?: Staff): Promise<void> {
    if (hold.lengthMinutes !== CREDIT_SESSION_MINUTES)
      throw new RuleRefusedError(CreditMessages.sessionLength);
    await repository.lockCovers(tx, hold.tenantId);
    if ((await repository.creditsLeft(tx, hold.tenantId)) < 1)
      throw new RuleRefusedError(CreditMessages.noneLeft);
    if (hold.orderId) await orderChanges.drop(tx, jobs, hold.orderId, CREDIT_REASON, now);
    await bookSession(tx, effects, hold.id, 'credit', now, bookedBy);
  }

  /** Places the hold's `consultation` order with its invoice (due in 30 days) and books the session with it. */
  async function coverWithInvoice(tx: Db, hold: HeldSession, now: Date, bookedBy?: Staff): Promise<void> {
    if (hold.orderId) await orderChanges.drop(tx, jobs, hold.orderId, INVOICE_REASON, now);
    const description = await descriptionOf(tx, hold);
    const order = await orders.placeBillingOrder(tx, {
      tenantId: hold.tenantId,
      userId: hold.userId,
      kind: 'consultation',
      method: 'invoice',
      lines: [],
      totalCents: hold.priceCents,
      description,
      invoiceDueAt: addDays(now, FirmTerms.invoiceDueDays),
      at: now,
    });
    await repository.setOrder(tx, hold.id, order.id, now);
    await deps.invoices.issue(tx, order, [
      { reportTypeName: description, tier: null, priceCents: hold.priceCents },
    ]);
    await bookSession(tx, effects, hold.id, 'invoice', now, bookedBy);
  }

  return {
    /**
     * Gives up the booker's hold (they chose another time or left), and cancels the card payment they started for
     * it, so it cannot book a time they let go; a hold not theirs, or no longer held, is not found.
     */
    async release(client: ClientIdentity, holdId: number): Promise<void> {
      await unitOfWork(async (tx) => {
        const now = clock.now();
        const hold = await repository.lockOwnHold(tx, holdId, client.userId, now);
        if (!hold) throw new NotFoundError(ConsultationMessages.holdNotFound);
        await repository.lapse(tx, hold.id, now);
        if (hold.orderId) await orderChanges.drop(tx, jobs, hold.orderId, HOLD_RELEASED_REASON, now);
      });
    },

    /**
     * Books the booker's held 60-minute session with the organisation's monthly call (the enterprise tier's: one a
     * month per enterprise subscription running when the session starts, counted per UTC month, not carried over).
     * The calls of an organisation are counted one at a time; a card payment the booker started is cancelled.
     */
    useMonthlyCall: (client: ClientIdentity, holdId: number) =>
      onOwnHold(client, holdId, coverWithMonthlyCall),

    /**
     * Books the booker's held 60-minute session with one of the organisation's consultation credits (bought in the
     * cart). Credits are counted one at a time per organisation; a card payment the booker started is cancelled.
     */
    useCredit: (client: ClientIdentity, holdId: number) => onOwnHold(client, holdId, coverWithCredit),

    /**
     * Books the booker's held session on an invoice, for an organisation that pays its subscriptions by invoice: a
     * `consultation` order is placed with its invoice (kept, mailed, due in 30 days, its late fee checked as any
     * invoice's), in the same transaction as the booking. A card payment the booker started is cancelled.
     */
    payByInvoice: (client: ClientIdentity, holdId: number) =>
      onOwnHold(client, holdId, async (tx, hold, now) => {
        if (!(await repository.paysByInvoice(tx, hold.tenantId, now)))
          throw new RuleRefusedError(ConsultationMessages.invoiceNotOffered);
        await coverWithInvoice(tx, hold, now);
      }),

    /**
     * Books a session staff hold for a client (the back office's booking by hand) in the caller's transaction: on
     * an invoice to the client's organisation, whatever it pays its subscriptions with, or with its monthly call or
     * a credit, as the client would.
     */
    async coverForClient(
      tx: Db,
      client: ClientIdentity,
      holdId: number,
      payment: StaffBookingPayment,
      now: Date,
      bookedBy: Staff,
    ): Promise<void> {
      const hold = await repository.lockOwnHold(tx, holdId, client.userId, now);
      if (!hold) throw new NotFoundError(ConsultationMessages.holdNotFound);
      const cover = {
        invoice: coverWithInvoice,
        monthly_call: coverWithMonthlyCall,
        credit: coverWithCredit,
      };
      await cover[payment](tx, hold, now, bookedBy);
    },

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
        const placed = await orders.placeBillingOrder(tx, {
          tenantId: hold.tenantId,
          userId: hold.userId,
          kind: 'consultation',
          method,
          lines: [],
          totalCents: hold.priceCents,
          description: await descriptionOf(tx, hold),
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
