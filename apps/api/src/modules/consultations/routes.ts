import {
  AnalystMessages,
  ConsultationMessages,
  CreditMessages,
  ConsultationPaymentSchema,
  CreateAnalystSchema,
  HoldRequestSchema,
  RescheduleRequestSchema,
  SlotsQuerySchema,
  UpdateAnalystSchema,
  UpdateConsultationPricesSchema,
  SessionCalendarQuerySchema,
  SessionCalendarMessages,
  SessionOutcomeSchema,
  StaffBookingSchema,
  ConsultationPriceMessages,
} from '@firm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientIdentity } from '../../platform/http/client-identity.js';
import { rateLimit, TOO_MANY_REQUESTS } from '../../platform/http/rate-limit.js';
import { staffIdentity } from '../../platform/http/staff-identity.js';
import { parseInput, parsePathParam, PathIntegerIdSchema } from '../../platform/http/validate.js';
import type { Analysts } from './analysts.js';
import type { ConsultationBooking } from './booking.js';
import type { ConsultationPayments } from './paying.js';
import type { ConsultationPriceList } from './prices.js';
import type { SessionCalendar } from './session-calendar.js';
import type { ConsultationSessions } from './sessions.js';
import { startedPaymentReply } from '../commerce';

type WithId = { Params: { id: string } };

const analystIdIn = (request: FastifyRequest<WithId>) =>
  parsePathParam(PathIntegerIdSchema, request.params.id, AnalystMessages.notFound);

const sessionIdIn = (request: FastifyRequest<WithId>) =>
  parsePathParam(PathIntegerIdSchema, request.params.id, ConsultationMessages.notFound);

const holdIdIn = (request: FastifyRequest<WithId>) =>
  parsePathParam(PathIntegerIdSchema, request.params.id, ConsultationMessages.holdNotFound);

export interface ConsultationRoutesOptions {
  analysts: Analysts;
  calendar: SessionCalendar;
  prices: ConsultationPriceList;
  booking: ConsultationBooking;
  payments: ConsultationPayments;
  sessions: ConsultationSessions;
  /** Holds a client may take per 10 minutes. */
  holdRateLimitMax?: number;
}

/**
 * The consultation calls (issue 43): the analysts and their free times for anyone, holding a time for a signed-in
 * client, and the analysts' profiles and availability for admins (the back office's staff area).
 */
export async function consultationRoutes(app: FastifyInstance, options: ConsultationRoutesOptions) {
  const { analysts, booking } = options;
  const client = {
    preHandler: app.requireClient,
    config: rateLimit(options.holdRateLimitMax ?? 30, '10 minutes', TOO_MANY_REQUESTS, 'user'),
  };
  const staffReads = { preHandler: app.requireStaff('staff', 'read') };
  const staffWrites = { preHandler: app.requireStaff('staff', 'write') };

  app.get('/consultations/', { preHandler: app.requireClient }, async (request) => ({
    status: true,
    data: await options.sessions.list(clientIdentity(request)),
  }));

  app.get('/consultations/analysts/', async () => ({ status: true, data: await analysts.listPublic() }));

  app.get('/consultations/slots/', async (request) => {
    const query = parseInput(SlotsQuerySchema, request.query);
    const slots = await booking.slots(query);
    return {
      status: true,
      data: { day: query.day, time_zone: query.time_zone, length: query.length, slots },
    };
  });

  app.post('/consultations/holds/', client, async (request, reply) => {
    const hold = parseInput(HoldRequestSchema, request.body);
    return reply.code(201).send({ status: true, data: await booking.hold(clientIdentity(request), hold) });
  });

  app.post<WithId>('/consultations/holds/:id/pay/', client, async (request) => {
    const id = holdIdIn(request);
    const { method } = parseInput(ConsultationPaymentSchema, request.body);
    return startedPaymentReply(await options.payments.pay(clientIdentity(request), id, method));
  });

  app.post<WithId>('/consultations/holds/:id/monthly-call/', client, async (request) => {
    await options.payments.useMonthlyCall(clientIdentity(request), holdIdIn(request));
    return { status: true, message: ConsultationMessages.bookedWithMonthlyCall };
  });

  app.post<WithId>('/consultations/holds/:id/credit/', client, async (request) => {
    await options.payments.useCredit(clientIdentity(request), holdIdIn(request));
    return { status: true, message: CreditMessages.bookedWithCredit };
  });

  app.post<WithId>('/consultations/holds/:id/invoice/', client, async (request) => {
    await options.payments.payByInvoice(clientIdentity(request), holdIdIn(request));
    return { status: true, message: ConsultationMessages.bookedByInvoice };
  });

  app.post<WithId>('/consultations/:id/cancel/', client, async (request) => ({
    status: true,
    message: ConsultationMessages.cancelled,
    data: await options.sessions.cancel(clientIdentity(request), sessionIdIn(request)),
  }));

  app.post<WithId>('/consultations/:id/reschedule/', client, async (request) => {
    const id = sessionIdIn(request);
    const change = parseInput(RescheduleRequestSchema, request.body);
    return {
      status: true,
      message: ConsultationMessages.moved,
      data: await options.sessions.reschedule(clientIdentity(request), id, change),
    };
  });

  app.delete<WithId>('/consultations/holds/:id/', client, async (request) => {
    await options.payments.release(clientIdentity(request), holdIdIn(request));
    return { status: true };
  });

  app.get('/consultations/prices/', async () => ({ status: true, data: await options.prices.current() }));

  app.get('/admin/consultation-prices/', staffReads, async () => ({
    status: true,
    data: await options.prices.current(),
  }));

  app.put('/admin/consultation-prices/', staffWrites, async (request) => {
    const input = parseInput(UpdateConsultationPricesSchema, request.body);
    return {
      status: true,
      message: ConsultationPriceMessages.saved,
      data: await options.prices.update(staffIdentity(request), input),
    };
  });

  const calendarReads = { preHandler: app.requireStaff('consultations', 'read') };
  const calendarWrites = { preHandler: app.requireStaff('consultations', 'write') };

  app.get('/admin/consultations/', calendarReads, async (request) => ({
    status: true,
    data: await options.calendar.sessions(
      staffIdentity(request),
      parseInput(SessionCalendarQuerySchema, request.query),
    ),
  }));

  app.post('/admin/consultations/', calendarWrites, async (request, reply) => {
    const input = parseInput(StaffBookingSchema, request.body);
    const session = await options.calendar.book(staffIdentity(request), input);
    return reply
      .code(201)
      .send({ status: true, message: SessionCalendarMessages.booked(session.client.name), data: session });
  });

  app.post<WithId>('/admin/consultations/:id/outcome/', calendarWrites, async (request) => {
    const id = parsePathParam(PathIntegerIdSchema, request.params.id, SessionCalendarMessages.notFound);
    const input = parseInput(SessionOutcomeSchema, request.body);
    return {
      status: true,
      message: SessionCalendarMessages.marked(input.outcome),
      data: await options.calendar.mark(staffIdentity(request), id, input),
    };
  });

  app.get('/admin/analysts/', staffReads, async () => ({ status: true, data: await analysts.list() }));

  app.post('/admin/analysts/', staffWrites, async (request, reply) => {
    const input = parseInput(CreateAnalystSchema, request.body);
    return reply.code(201).send({ status: true, data: await analysts.add(staffIdentity(request), input) });
  });

  app.patch<WithId>('/admin/analysts/:id/', staffWrites, async (request) => {
    const id = analystIdIn(request);
    const changes = parseInput(UpdateAnalystSchema, request.body);
    return { status: true, data: await analysts.update(staffIdentity(request), id, changes) };
  });

  app.delete<WithId>('/admin/analysts/:id/', staffWrites, async (request) => ({
    status: true,
    data: await analysts.remove(staffIdentity(request), analystIdIn(request)),
  }));
}
