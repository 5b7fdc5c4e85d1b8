import { ClientSessionsResponseSchema, ConsultationMessages } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../../../src/platform/database/schema.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, subscribe } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { collectingMailer } from '../alerts/alert-fixtures.js';
import { addAnalyst } from './consultation-fixtures.js';

// A Friday; the sessions are on the Mondays after (New York on summer time from 14 March, London from 28 March).
const START = '2027-03-12T12:00:00Z';
const clock = createTestClock(START);
const mail = collectingMailer();
let t: TestApp;
let admin: { authorization: string };
let count = 0;

beforeAll(async () => {
  t = await createTestApp({ clock, mailer: mail.mailer, linkOrigin: 'https://softline.test' });
  await addStaff(t.database.db, 'changes-admin@firm.test', 'admin');
  admin = await bearerHeaders(t.app, 'changes-admin@firm.test');
});
afterAll(async () => {
  await t.close();
});
afterEach(() => clock.set(START));

type Headers = { authorization: string };

async function analyst(): Promise<{ id: number; email: string }> {
  count += 1;
  const email = `changes-analyst-${count}@firm.test`;
  const id = await addAnalyst(t, admin, email, {
    expertise: ['sugar'],
    meeting_link: 'https://meet.firm.test/changes',
  });
  return { id, email };
}

/** An organisation of an owner and two members; enterprise when asked. */
async function organisation({ enterprise }: { enterprise: boolean }) {
  count += 1;
  const emails = [
    `owner-${count}@org-${count}.test`,
    `member-${count}@org-${count}.test`,
    `other-${count}@org-${count}.test`,
  ];
  const { tenantId } = await addOrganisation(t.database.db, `Org ${count} Ltd`, emails);
  if (enterprise)
    await subscribe(t.database.db, tenantId, 'Coffee Weekly Report', {
      tier: 'subscription_price_for_enterprise',
      seats: 'none',
    });
  const [owner, member, other] = await Promise.all(emails.map((email) => bearerHeaders(t.app, email)));
  return { owner: owner!, member: member!, other: other!, emails };
}

const inject = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function hold(headers: Headers, analystId: number, startsAt: string, length = 60) {
  const response = await inject(headers, 'POST', '/api/consultations/holds/', {
    length,
    analyst: analystId,
    starts_at: startsAt,
    time_zone: 'Europe/London',
    topic: 'Sugar quotas',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

/** A 60-minute session booked with the monthly call. */
async function booked(headers: Headers, analystId: number, startsAt: string) {
  const id = await hold(headers, analystId, startsAt);
  const covered = await inject(headers, 'POST', `/api/consultations/holds/${id}/monthly-call/`);
  expect(covered.statusCode, covered.body).toBe(200);
  return id;
}

const sessionsOf = async (headers: Headers) =>
  ClientSessionsResponseSchema.parse((await inject(headers, 'GET', '/api/consultations/')).json()).data;
const row = async (id: number) =>
  (await t.database.db.select().from(consultations).where(eq(consultations.id, id)))[0]!;

describe('the enterprise tier’s monthly call (issue 43)', () => {
  it('books one 60-minute session a month per enterprise subscription, returned when cancelled', async () => {
    const { id: analystId } = await analyst();
    const team = await organisation({ enterprise: true });
    expect((await sessionsOf(team.member)).monthly_calls[0]).toEqual({
      month: '2027-03',
      included: 1,
      used: 0,
    });

    const first = await booked(team.member, analystId, '2027-03-15T13:00:00.000Z');
    expect(await row(first)).toMatchObject({ status: 'booked', coveredBy: 'monthly_call', orderId: null });
    expect((await sessionsOf(team.owner)).monthly_calls[0]).toEqual({
      month: '2027-03',
      included: 1,
      used: 1,
    });

    // March's call is used: another in March is refused, one in April is not (a new month, nothing carried over).
    const second = await hold(team.other, analystId, '2027-03-16T13:00:00.000Z');
    const refused = await inject(team.other, 'POST', `/api/consultations/holds/${second}/monthly-call/`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(ConsultationMessages.noMonthlyCall);
    expect((await row(second)).status).toBe('held');
    await booked(team.other, analystId, '2027-04-05T13:00:00.000Z');

    // Cancelled, March's call returns.
    const cancel = await inject(team.member, 'POST', `/api/consultations/${first}/cancel/`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await sessionsOf(team.owner)).monthly_calls[0]).toEqual({
      month: '2027-03',
      included: 1,
      used: 0,
    });
  });

  it('is for a 60-minute session of an enterprise organisation only', async () => {
    const { id: analystId } = await analyst();
    const enterprise = await organisation({ enterprise: true });
    const short = await hold(enterprise.member, analystId, '2027-03-17T13:00:00.000Z', 30);
    const tooShort = await inject(
      enterprise.member,
      'POST',
      `/api/consultations/holds/${short}/monthly-call/`,
    );
    expect(tooShort.json().message).toBe(ConsultationMessages.monthlyCallLength);
    const plain = await organisation({ enterprise: false });
    const id = await hold(plain.member, analystId, '2027-03-18T13:00:00.000Z');
    const none = await inject(plain.member, 'POST', `/api/consultations/holds/${id}/monthly-call/`);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(ConsultationMessages.noMonthlyCall);
    expect((await sessionsOf(plain.owner)).monthly_calls.every((month) => month.included === 0)).toBe(true);
  });
});

describe('moving and cancelling a session (issue 43)', () => {
  it('moves a session to another free time: the old time is free, both sides get the invitation with SEQUENCE raised', async () => {
    const analystPerson = await analyst();
    const team = await organisation({ enterprise: true });
    const id = await booked(team.member, analystPerson.id, '2027-03-15T14:00:00.000Z');
    await t.runJobs();
    mail.sent.length = 0;
    const moved = await inject(team.member, 'POST', `/api/consultations/${id}/reschedule/`, {
      starts_at: '2027-03-16T15:00:00.000Z',
      time_zone: 'America/New_York',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      message: ConsultationMessages.moved,
      data: { starts_at: '2027-03-16T15:00:00.000Z' },
    });
    expect(await row(id)).toMatchObject({ sequence: 1, status: 'booked', timeZone: 'America/New_York' });
    await t.runJobs();
    const toClient = mail.sent.find((message) => message.to === team.emails[1])!;
    expect(toClient.subject).toBe('Consultation moved');
    expect(toClient.text).toContain(
      'from Monday, March 15, 2027 at 10:00 AM EDT to Tuesday, March 16, 2027 at 11:00 AM EDT',
    );
    expect(toClient.icalEvent!.content).toContain(`UID:consultation-${id}@softline.test`);
    expect(toClient.icalEvent!.content).toContain('SEQUENCE:1');
    expect(toClient.icalEvent!.content).toContain('DTSTART:20270316T150000Z');
    expect(
      mail.sent.some(
        (message) => message.to === analystPerson.email && message.icalEvent?.method === 'REQUEST',
      ),
    ).toBe(true);

    // The old time is another's to hold; a time taken is refused.
    const other = await organisation({ enterprise: false });
    await hold(other.member, analystPerson.id, '2027-03-15T14:00:00.000Z');
    const onto = await inject(team.member, 'POST', `/api/consultations/${id}/reschedule/`, {
      starts_at: '2027-03-15T14:00:00.000Z',
      time_zone: 'America/New_York',
    });
    expect(onto.statusCode).toBe(409);
    expect(onto.json().message).toBe(ConsultationMessages.slotTaken);
    const outside = await inject(team.member, 'POST', `/api/consultations/${id}/reschedule/`, {
      starts_at: '2027-03-20T15:00:00.000Z',
      time_zone: 'America/New_York',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(ConsultationMessages.outside);
    expect((await row(id)).startsAt.toISOString()).toBe('2027-03-16T15:00:00.000Z');
  });

  it('cancels up to 24 hours ahead, with the calendar’s CANCEL; later it says to contact the firm and changes nothing', async () => {
    const analystPerson = await analyst();
    const team = await organisation({ enterprise: true });
    const early = await booked(team.member, analystPerson.id, '2027-03-19T13:00:00.000Z');
    const late = await booked(team.owner, analystPerson.id, '2027-04-12T13:00:00.000Z');
    // Another organisation, and a colleague who is neither its booker nor an owner or admin, cannot touch it.
    const stranger = await organisation({ enterprise: false });
    expect((await inject(stranger.owner, 'POST', `/api/consultations/${early}/cancel/`)).statusCode).toBe(
      404,
    );
    expect((await inject(team.other, 'POST', `/api/consultations/${early}/cancel/`)).statusCode).toBe(404);

    await t.runJobs();
    mail.sent.length = 0;
    // The owner cancels a member's session.
    const cancelled = await inject(team.owner, 'POST', `/api/consultations/${early}/cancel/`);
    expect(cancelled.json()).toMatchObject({
      message: ConsultationMessages.cancelled,
      data: { status: 'cancelled', can_change: false },
    });
    await t.runJobs();
    const notice = mail.sent.find((message) => message.to === team.emails[1])!;
    expect(notice.subject).toBe('Consultation cancelled');
    expect(notice.icalEvent!.method).toBe('CANCEL');
    expect(notice.icalEvent!.content).toContain('METHOD:CANCEL');
    expect(notice.icalEvent!.content).toContain('STATUS:CANCELLED');
    expect(notice.icalEvent!.content).toContain('SEQUENCE:1');
    expect((await inject(team.owner, 'POST', `/api/consultations/${early}/cancel/`)).statusCode).toBe(409);

    // 23 hours before: refused, nothing changes.
    clock.set('2027-04-11T14:00:00Z');
    const owner = await bearerHeaders(t.app, team.emails[0]!);
    expect((await sessionsOf(owner)).upcoming.find((session) => session.id === late)!.can_change).toBe(false);
    for (const [url, payload] of [
      [`/api/consultations/${late}/cancel/`, undefined],
      [`/api/consultations/${late}/reschedule/`, { starts_at: '2027-04-13T13:00:00.000Z', time_zone: 'UTC' }],
    ] as const) {
      const refused = await inject(owner, 'POST', url, payload);
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json().message).toBe(ConsultationMessages.tooLateToChange);
    }
    expect(await row(late)).toMatchObject({ status: 'booked', sequence: 0 });
  });
});

describe('reminders (issue 43)', () => {
  it('reminds both sides a day and an hour before, in each one’s zone; a moved session by its new time only', async () => {
    const analystPerson = await analyst();
    const team = await organisation({ enterprise: true });
    const id = await booked(team.member, analystPerson.id, '2027-03-22T13:00:00.000Z');
    const moved = await inject(team.member, 'POST', `/api/consultations/${id}/reschedule/`, {
      starts_at: '2027-03-23T13:00:00.000Z',
      time_zone: 'Europe/London',
    });
    expect(moved.statusCode).toBe(200);
    const remindersAt = async (at: string) => {
      await t.runJobs();
      mail.sent.length = 0;
      clock.set(at);
      await t.runJobs();
      return mail.sent.filter((message) => message.subject.startsWith('Reminder'));
    };
    // The day before the old time: nothing.
    expect(await remindersAt('2027-03-21T13:00:00Z')).toEqual([]);
    const dayBefore = await remindersAt('2027-03-22T13:00:00Z');
    expect(dayBefore.map((message) => message.to).sort()).toEqual(
      [analystPerson.email, team.emails[1]].sort(),
    );
    // London is still on winter time, New York on summer time.
    expect(dayBefore.find((message) => message.to === team.emails[1])!.text).toContain(
      'Tuesday, March 23, 2027 at 1:00 PM GMT',
    );
    expect(dayBefore.find((message) => message.to === analystPerson.email)!.text).toContain(
      'Tuesday, March 23, 2027 at 9:00 AM EDT',
    );
    const hourBefore = await remindersAt('2027-03-23T12:00:00Z');
    expect(hourBefore.map((message) => message.subject)).toContain('Reminder: your consultation in one hour');
    // Run again: nothing more.
    expect(await remindersAt('2027-03-23T12:30:00Z')).toEqual([]);
  });
});
