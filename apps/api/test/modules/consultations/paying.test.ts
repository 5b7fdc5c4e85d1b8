import {
  ClientSessionsResponseSchema,
  ConsultationMessages,
  PaymentIntentResponseSchema,
} from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations, orders, subscriptions, users } from '../../../src/platform/database/schema.js';
import { LATE_PAYMENT_NOTE } from '../../../src/modules/consultations/paying.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, subscribe } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { collectingMailer } from '../alerts/alert-fixtures.js';
import { addAnalyst } from './consultation-fixtures.js';

// A Friday; the sessions are on Monday 15 March 2027 (New York on summer time, London not yet).
const clock = createTestClock('2027-03-12T12:00:00Z');
const mail = collectingMailer();
const MINUTE = 60_000;
let t: TestApp;
let admin: { authorization: string };
let people = 0;

beforeAll(async () => {
  t = await createTestApp({ clock, mailer: mail.mailer, linkOrigin: 'https://softline.test' });
  await addStaff(t.database.db, 'paying-admin@firm.test', 'admin');
  admin = await bearerHeaders(t.app, 'paying-admin@firm.test');
});
afterAll(async () => {
  await t.close();
});

async function analyst(): Promise<number> {
  people += 1;
  return addAnalyst(t, admin, `paid-analyst-${people}@firm.test`, {
    expertise: ['cocoa'],
    meeting_link: `https://meet.firm.test/analyst-${people}`,
  });
}

async function booker() {
  people += 1;
  const email = `payer-${people}@paying-${people}.test`;
  await addOrganisation(t.database.db, `Paying ${people} Ltd`, [email]);
  return { email, headers: await bearerHeaders(t.app, email) };
}

async function held(headers: { authorization: string }, analystId: number, startsAt: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/consultations/holds/',
    headers,
    payload: {
      length: 30,
      analyst: analystId,
      starts_at: startsAt,
      time_zone: 'Europe/London',
      topic: 'Cocoa grindings',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

const pay = (headers: { authorization: string }, holdId: number, method = 'card') =>
  t.app.inject({
    method: 'POST',
    url: `/api/consultations/holds/${holdId}/pay/`,
    headers,
    payload: { method },
  });

const confirmCard = (headers: { authorization: string }, clientSecret: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm/',
    headers,
    payload: {
      client_secret: clientSecret,
      method: 'card',
      card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    },
  });

const sessionRow = async (id: number) =>
  (await t.database.db.select().from(consultations).where(eq(consultations.id, id)))[0]!;

describe('paying for a consultation by card (issue 43)', () => {
  it('books the held time once paid, and mails the client and the analyst the invitation in their own zones', async () => {
    const analystId = await analyst();
    const { email, headers } = await booker();
    const holdId = await held(headers, analystId, '2027-03-15T13:00:00.000Z');

    const started = await pay(headers, holdId);
    expect(started.statusCode, started.body).toBe(200);
    const intent = PaymentIntentResponseSchema.parse(started.json());
    // Asked again, the same payment.
    expect(PaymentIntentResponseSchema.parse((await pay(headers, holdId)).json()).client_secret).toBe(
      intent.client_secret,
    );
    const [order] = await t.database.db.select().from(orders).where(eq(orders.number, intent.order_number));
    expect(order).toMatchObject({
      kind: 'consultation',
      totalCents: 49_500,
      status: 'pending',
      method: 'card',
    });
    expect(order!.description).toMatch(
      /^30-minute consultation with Staff editor, Monday, March 15, 2027 at 1:00 PM GMT$/,
    );
    expect((await sessionRow(holdId)).status).toBe('held');

    mail.sent.length = 0;
    expect((await confirmCard(headers, intent.client_secret)).json()).toMatchObject({ status: 'succeeded' });
    expect(await sessionRow(holdId)).toMatchObject({
      status: 'booked',
      holdExpiresAt: null,
      orderId: order!.id,
    });
    await t.runJobs();
    const toClient = mail.sent.find((message) => message.to === email)!;
    const toAnalyst = mail.sent.find((message) => message.to === `paid-analyst-${people - 1}@firm.test`)!;
    expect(toClient.text).toContain('Monday, March 15, 2027 at 1:00 PM GMT');
    expect(toClient.text).toContain(`https://meet.firm.test/analyst-${people - 1}`);
    expect(toClient.text).toContain('https://softline.test/client/consultations');
    expect(toAnalyst.text).toContain('Monday, March 15, 2027 at 9:00 AM EDT');
    for (const message of [toClient, toAnalyst]) {
      const ics = message.icalEvent!.content;
      expect(message.icalEvent!.method).toBe('REQUEST');
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain(`UID:consultation-${holdId}@softline.test`);
      expect(ics).toContain('SEQUENCE:0');
      expect(ics).toContain('DTSTART:20270315T130000Z');
      expect(ics).toContain('DTEND:20270315T133000Z');
    }
    // The paid session is no longer a free time, and stays so past the hold's ten minutes.
    clock.advance(30 * MINUTE);
    await t.runJobs();
    expect((await sessionRow(holdId)).status).toBe('booked');
    clock.set('2027-03-12T12:00:00Z');
  });

  it('lets a hold run out unpaid: the time is free again and its order and payment are cancelled', async () => {
    const analystId = await analyst();
    const { headers } = await booker();
    const holdId = await held(headers, analystId, '2027-03-15T14:00:00.000Z');
    const intent = PaymentIntentResponseSchema.parse((await pay(headers, holdId)).json());

    // Past its ten minutes, a hold whose payment started still keeps its time until the lapse job runs.
    clock.advance(10 * MINUTE + 1000);
    const other = await booker();
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/consultations/holds/',
      headers: other.headers,
      payload: {
        length: 30,
        analyst: analystId,
        starts_at: '2027-03-15T14:00:00.000Z',
        time_zone: 'UTC',
        topic: 'Cocoa',
      },
    });
    expect(early.statusCode).toBe(409);

    await t.runJobs();
    expect((await sessionRow(holdId)).status).toBe('lapsed');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.number, intent.order_number));
    expect(order!.status).toBe('cancelled');
    const late = await pay(headers, holdId);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(ConsultationMessages.holdNotFound);
    expect((await confirmCard(headers, intent.client_secret)).json()).not.toMatchObject({
      status: 'succeeded',
    });
    expect((await sessionRow(holdId)).status).toBe('lapsed');
    // The time is another booker's to take now.
    await held(other.headers, analystId, '2027-03-15T14:00:00.000Z');
    clock.set('2027-03-12T12:00:00Z');
  });

  it('lets go of a hold whose payment started: its order is cancelled, and a late card payment books nothing', async () => {
    const analystId = await analyst();
    const { headers } = await booker();
    const holdId = await held(headers, analystId, '2027-03-15T16:00:00.000Z');
    const intent = PaymentIntentResponseSchema.parse((await pay(headers, holdId)).json());

    const released = await t.app.inject({
      method: 'DELETE',
      url: `/api/consultations/holds/${holdId}/`,
      headers,
    });
    expect(released.statusCode, released.body).toBe(200);
    expect((await sessionRow(holdId)).status).toBe('lapsed');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.number, intent.order_number));
    expect(order!.status).toBe('cancelled');
    await t.runJobs();
    expect((await confirmCard(headers, intent.client_secret)).json()).not.toMatchObject({
      status: 'succeeded',
    });
    expect((await sessionRow(holdId)).status).toBe('lapsed');
    // Let go once, it is not there to let go again.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/consultations/holds/${holdId}/`,
      headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refunds a card payment that arrives after its time was taken, and books nothing', async () => {
    const analystId = await analyst();
    const late = await booker();
    const holdId = await held(late.headers, analystId, '2027-03-15T18:00:00.000Z');
    const intent = PaymentIntentResponseSchema.parse((await pay(late.headers, holdId)).json());
    // The hold ran out while the card was being confirmed (its order not yet cancelled), and another booker took
    // the time and paid.
    await t.database.db.update(consultations).set({ status: 'lapsed' }).where(eq(consultations.id, holdId));
    const first = await booker();
    const takenId = await held(first.headers, analystId, '2027-03-15T18:00:00.000Z');
    const taken = PaymentIntentResponseSchema.parse((await pay(first.headers, takenId)).json());
    await confirmCard(first.headers, taken.client_secret);
    expect((await sessionRow(takenId)).status).toBe('booked');

    mail.sent.length = 0;
    expect((await confirmCard(late.headers, intent.client_secret)).statusCode).toBe(200);
    expect((await sessionRow(holdId)).status).toBe('lapsed');
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.number, intent.order_number));
    expect(paid).toMatchObject({ status: 'paid', failureMessage: LATE_PAYMENT_NOTE });

    await t.runJobs();
    await t.runJobs();
    const [refunded] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.number, intent.order_number));
    expect(refunded!.status).toBe('refunded');
    const told = mail.to(late.email).filter((one) => one.subject.includes('has been refunded'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(
      `The time held for your consultation was taken before its payment arrived, so order ${intent.order_number} booked no session`,
    );
    expect(mail.to(late.email).filter((one) => one.subject.includes('is booked'))).toEqual([]);
    expect((await sessionRow(takenId)).status).toBe('booked');
  });

  it('takes a card only, and only the booker’s own hold', async () => {
    const analystId = await analyst();
    const { headers } = await booker();
    const holdId = await held(headers, analystId, '2027-03-15T15:00:00.000Z');
    const bank = await pay(headers, holdId, 'us_bank_account');
    expect(bank.statusCode).toBe(400);
    expect(bank.json().message).toBe(ConsultationMessages.cardOnly);
    const stranger = await booker();
    expect((await pay(stranger.headers, holdId)).statusCode).toBe(404);
    const orderless = await sessionRow(holdId);
    expect(orderless.orderId).toBeNull();
  });

  it('lists a booked session for its booker and the organisation’s owner, with its join link, and not for others', async () => {
    const analystId = await analyst();
    people += 1;
    const [owner, bookerEmail, colleague] = [
      `owner-${people}@team-${people}.test`,
      `member-${people}@team-${people}.test`,
      `other-${people}@team-${people}.test`,
    ];
    await addOrganisation(t.database.db, `Team ${people} Ltd`, [owner, bookerEmail, colleague]);
    const headers = await bearerHeaders(t.app, bookerEmail);
    const holdId = await held(headers, analystId, '2027-03-15T16:00:00.000Z');
    // A hold is not a session yet.
    const listed = async (email: string) =>
      ClientSessionsResponseSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/consultations/',
            headers: await bearerHeaders(t.app, email),
          })
        ).json(),
      ).data;
    expect((await listed(bookerEmail)).upcoming).toEqual([]);
    const intent = PaymentIntentResponseSchema.parse((await pay(headers, holdId)).json());
    await confirmCard(headers, intent.client_secret);

    for (const email of [bookerEmail, owner]) {
      const { upcoming } = await listed(email);
      expect(upcoming).toHaveLength(1);
      expect(upcoming[0]).toMatchObject({
        id: holdId,
        status: 'booked',
        starts_at: '2027-03-15T16:00:00.000Z',
        booked_by: { email: bookerEmail },
        join_link: expect.stringMatching(/^https:\/\/meet\.firm\.test\//),
      });
    }
    expect((await listed(colleague)).upcoming).toEqual([]);
    // Once it has ended it is past, and its link is gone.
    clock.set('2027-03-15T17:00:00Z');
    const later = await listed(bookerEmail);
    expect(later.upcoming).toEqual([]);
    expect(later.past[0]).toMatchObject({ id: holdId, join_link: null });
    clock.set('2027-03-12T12:00:00Z');
  });

  it('books on an invoice for an organisation that pays by invoice: the invoice is issued, due in 30 days', async () => {
    const analystId = await analyst();
    const { email, headers } = await booker();
    const [tenant] = await t.database.db.select().from(users).where(eq(users.email, email));
    const holdId = await held(headers, analystId, '2027-03-17T13:00:00.000Z');
    // Without a subscription paid by invoice, no invoice.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/consultations/holds/${holdId}/invoice/`,
      headers,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(ConsultationMessages.invoiceNotOffered);
    expect((await sessionRow(holdId)).status).toBe('held');

    await subscribe(t.database.db, tenant!.tenantId!, 'Coffee Weekly Report', { seats: 'none' });
    await t.database.db
      .update(subscriptions)
      .set({ paymentMethod: 'invoice' })
      .where(eq(subscriptions.tenantId, tenant!.tenantId!));
    expect(
      ClientSessionsResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/consultations/', headers })).json(),
      ).data.pays_by_invoice,
    ).toBe(true);
    mail.sent.length = 0;
    const invoiced = await t.app.inject({
      method: 'POST',
      url: `/api/consultations/holds/${holdId}/invoice/`,
      headers,
    });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    expect(invoiced.json().message).toBe(ConsultationMessages.bookedByInvoice);
    const session = await sessionRow(holdId);
    expect(session).toMatchObject({ status: 'booked', coveredBy: 'invoice' });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, session.orderId!));
    expect(order).toMatchObject({
      kind: 'consultation',
      method: 'invoice',
      status: 'pending',
      totalCents: 49_500,
    });
    expect(order!.invoiceNumber).toMatch(/^INV-/);
    expect(order!.invoiceDueAt!.toISOString()).toBe('2027-04-11T12:00:00.000Z');
    await t.runJobs();
    const invoiceMail = mail.sent.find(
      (message) => message.to.includes(email) && message.subject.includes(order!.invoiceNumber!),
    );
    expect(invoiceMail?.text).toContain('30-minute consultation with');
    expect(
      mail.sent.some(
        (message) => message.to === email && message.subject.startsWith('Your consultation is booked'),
      ),
    ).toBe(true);
  });
});
