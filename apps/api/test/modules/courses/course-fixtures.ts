import { AdminCourseResponseSchema, CartResponseSchema } from '@firm/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { CARD_EXPIRY } from '../../support/billing-fixtures.js';
import type { TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { addAnalyst } from '../consultations/consultation-fixtures.js';

type Call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** A caller signed in as `email`, with the calls a client makes. */
export async function callerAs(t: TestApp, email: string): Promise<Call> {
  const headers = await bearerHeaders(t.app, email);
  return (method, url, payload) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/**
 * A course of `label` (an editor and an analyst of the back office made for it), and a maker of its sessions: from
 * 12 to 15 March 2027 in New York (across the change to summer time on the 14th), virtual, at $5,000 a seat.
 */
export async function courseWithSessions(
  t: TestApp,
  label: string,
  options: { title?: string; commodity?: string } = {},
) {
  await addStaff(t.database.db, `${label}-admin@firm.test`, 'admin');
  const admin = await bearerHeaders(t.app, `${label}-admin@firm.test`);
  await addStaff(t.database.db, `${label}-editor@firm.test`, 'editor');
  const editor = await bearerHeaders(t.app, `${label}-editor@firm.test`);
  const analystId = await addAnalyst(t, admin, `${label}-analyst@firm.test`);
  const course = await t.app.inject({
    method: 'POST',
    url: '/api/admin/courses/',
    headers: editor,
    payload: {
      title: options.title ?? `Course ${label}`,
      description: 'Four days on the market.',
      level: 'advanced',
      commodity: options.commodity ?? 'coffee',
    },
  });
  const courseId = AdminCourseResponseSchema.parse(course.json()).data.id;
  /** A session's fields as the back office sends them, with `capacity` seats. */
  const sessionFields = (capacity: number) => ({
    first_day: '2027-03-12',
    last_day: '2027-03-15',
    hours: { start: '09:00', end: '17:00' },
    time_zone: 'America/New_York',
    format: 'virtual',
    place: null,
    joining_link: `https://meet.firm.test/${label}`,
    capacity,
    price_per_participant: 5000,
    analyst_id: analystId,
  });
  return {
    editor,
    courseId,
    /** A new session with `capacity` seats; its id. */
    sessionFields,
    /** A new session with `capacity` seats; its id. */
    addSession: async (capacity: number): Promise<number> => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/courses/${courseId}/sessions/`,
        headers: editor,
        payload: sessionFields(capacity),
      });
      expect(response.statusCode, response.body).toBe(201);
      return AdminCourseResponseSchema.parse(response.json()).data.sessions.at(0)!.id;
    },
  };
}

const cartOf = async (call: Call) =>
  CartResponseSchema.parse((await call('GET', '/api/reports/cart/')).json());

/** Starts paying the caller's whole cart by card; answers the intent's client secret. */
async function startCard(call: Call): Promise<string> {
  const { data, total_cart_value } = await cartOf(call);
  const intent = await call('POST', '/api/reports/bank/payments/checkout/', {
    amount: Math.round(total_cart_value * 100),
    currency: 'usd',
    method: 'card',
    cart: data.map((line) => line.id),
    discount_price: 0,
  });
  expect(intent.statusCode, intent.body).toBe(200);
  return intent.json().client_secret as string;
}

const confirmCard = (call: Call, clientSecret: string) =>
  call('POST', '/api/payments/sandbox/confirm/', {
    client_secret: clientSecret,
    method: 'card',
    card: { number: '4242 4242 4242 4242', ...CARD_EXPIRY },
  });

/** The caller buys `seats` of the session by card, paid at once. */
export async function buySeats(call: Call, session: number, seats: number): Promise<void> {
  const added = await call('POST', '/api/reports/cart/course-seats/', { session, seats });
  expect(added.statusCode, added.body).toBe(201);
  expect((await confirmCard(call, await startCard(call))).json()).toEqual({ status: 'succeeded' });
}

/** New organisations of `label`, each with its owner signed in and the calls a buyer of seats makes. */
export function seatBuyers(t: TestApp, label: string) {
  let count = 0;
  return async function buyer() {
    count += 1;
    const email = `buyer${count}@${label}.test`;
    const { tenantId } = await addOrganisation(t.database.db, `${label} ${count}`, [email]);
    let signedIn = await callerAs(t, email);
    const call: Call = (...args) => signedIn(...args);
    return {
      email,
      tenantId,
      /** Signs in again (after the clock has moved past the access token's life). */
      signInAgain: async () => {
        signedIn = await callerAs(t, email);
      },
      call,
      cart: () => cartOf(call),
      addSeats: (session: number, seats: number) =>
        call('POST', '/api/reports/cart/course-seats/', { session, seats }),
      /** Orders the whole cart on an invoice. */
      invoice: async () =>
        call('POST', '/api/reports/pay/by/invoice/', {
          cart: (await cartOf(call)).data.map((line) => line.id),
          discount_price: 0,
        }),
      startCard: () => startCard(call),
      confirmCard: (clientSecret: string) => confirmCard(call, clientSecret),
      buySeats: (session: number, seats: number) => buySeats(call, session, seats),
    };
  };
}
