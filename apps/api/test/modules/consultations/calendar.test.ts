import {
  ConsultationMessages,
  ClientSessionsResponseSchema,
  CreditMessages,
  SessionCalendarMessages,
  SessionCalendarResponseSchema,
  SessionOutcomeResponseSchema,
  StaffBookingResponseSchema,
} from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../../../src/platform/database/schema.js';
import { staffActionRows } from '../../support/activity-records.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { addAnalyst } from './consultation-fixtures.js';

// A Tuesday; New York moved its clocks forward on Sunday 14 March 2027.
const clock = createTestClock('2027-03-16T12:00:00Z');
let t: TestApp;
let admin: { authorization: string };
let analystId: number;
let client: { tenantId: string; userId: string };

beforeAll(async () => {
  t = await createTestApp({ clock });
  await addStaff(t.database.db, 'calendar-admin@firm.test', 'admin');
  admin = await bearerHeaders(t.app, 'calendar-admin@firm.test');
  // Of the analyst role (issue 43): the back office shows them their own calendar.
  analystId = await addAnalyst(
    t,
    admin,
    'calendar-analyst@firm.test',
    { weekly_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })) },
    'analyst',
  );
  const organisation = await addOrganisation(t.database.db, 'Calendar Traders', ['ana@calendar.test']);
  client = { tenantId: organisation.tenantId, userId: organisation.userIds[0]! };
});
afterAll(async () => {
  await t.close();
});

/** A session of the analyst's, as booking leaves it (the calendar only reads it). */
async function session(startsAt: string, fields: Partial<typeof consultations.$inferInsert> = {}) {
  const starts = new Date(startsAt);
  const ends = new Date(starts.getTime() + 30 * 60_000);
  const [row] = await t.database.db
    .insert(consultations)
    .values({
      analystId,
      tenantId: client.tenantId,
      userId: client.userId,
      lengthMinutes: 30,
      startsAt: starts,
      endsAt: ends,
      occupiedUntil: ends,
      status: 'booked',
      coveredBy: 'card',
      priceCents: 49_500,
      timeZone: 'Europe/London',
      topic: `Topic ${startsAt}`,
      notes: 'Bring the Q1 figures',
      updatedAt: clock.now(),
      ...fields,
    })
    .returning({ id: consultations.id });
  return row!.id;
}

const calendar = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/consultations/?${query}`, headers: admin });

const mark = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/admin/consultations/${id}/outcome/`, headers: admin, payload });

describe('the back office’s calendar of consultations (issue 43)', () => {
  it('lists a week of the analyst’s own days across the change of clocks, with each booker and the details', async () => {
    // Monday 8 March 09:00 in New York (EST), and Sunday 14 March 23:30 (EDT): both in the week of the 8th.
    const first = await session('2027-03-08T14:00:00.000Z');
    const last = await session('2027-03-15T03:30:00.000Z');
    // Monday 15 March 00:30 in New York: the next week. A lapsed hold is no session.
    const nextWeek = await session('2027-03-15T04:30:00.000Z');
    await session('2027-03-10T15:00:00.000Z', { status: 'lapsed', coveredBy: null });

    const week = await calendar(`analyst=${analystId}&from=2027-03-08&days=7`);
    expect(week.statusCode, week.body).toBe(200);
    const { data } = SessionCalendarResponseSchema.parse(week.json());
    expect(data.analyst).toMatchObject({ id: analystId, time_zone: 'America/New_York' });
    expect(data.sessions.map((each) => each.id)).toEqual([first, last]);
    expect(data.sessions[0]).toEqual({
      id: first,
      starts_at: '2027-03-08T14:00:00.000Z',
      ends_at: '2027-03-08T14:30:00.000Z',
      length: 30,
      status: 'booked',
      client: { name: expect.any(String), email: 'ana@calendar.test', organisation: 'Calendar Traders' },
      time_zone: 'Europe/London',
      topic: 'Topic 2027-03-08T14:00:00.000Z',
      notes: 'Bring the Q1 figures',
      covered_by: 'card',
      price: 495,
      outcome: null,
      outcome_note: null,
    });

    const monday = SessionCalendarResponseSchema.parse(
      (await calendar(`analyst=${analystId}&from=2027-03-15&days=1`)).json(),
    ).data;
    expect(monday.sessions.map((each) => each.id)).toEqual([nextWeek]);
  });

  it('refuses a bad query with its message', async () => {
    for (const [query, message] of [
      [`analyst=x&from=2027-03-08`, SessionCalendarMessages.analyst],
      [`analyst=${analystId}&from=2027-02-31`, SessionCalendarMessages.from],
      [`analyst=${analystId}&from=2027-03-08&days=3`, SessionCalendarMessages.days],
    ] as const) {
      const refused = await calendar(query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await calendar('analyst=999999&from=2027-03-08')).statusCode).toBe(404);
  });

  it('marks a session that took place completed or a no-show, with notes, in the audit log', async () => {
    const past = await session('2027-03-15T15:00:00.000Z');
    const marked = await mark(past, { outcome: 'no_show', note: 'Did not join; mailed them.' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(SessionOutcomeResponseSchema.parse(marked.json())).toMatchObject({
      message: 'Session marked no-show.',
      data: { id: past, outcome: 'no_show', outcome_note: 'Did not join; mailed them.' },
    });
    // Marked again, it changes: they joined late after all.
    expect((await mark(past, { outcome: 'completed', note: 'Joined ten minutes late.' })).statusCode).toBe(
      200,
    );
    expect(
      await staffActionRows(t.database.db, { action: 'consultation_marked', targetId: String(past) }),
    ).toMatchObject([
      { after: { outcome: 'no_show' }, before: { outcome: null } },
      { after: { outcome: 'completed', note: 'Joined ten minutes late.' }, before: { outcome: 'no_show' } },
    ]);
  });

  it('refuses to mark a session to come, a cancelled one, or with a bad outcome, and changes nothing', async () => {
    const coming = await session('2027-03-17T15:00:00.000Z');
    const early = await mark(coming, { outcome: 'completed', note: '' });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(SessionCalendarMessages.notStarted);
    const cancelled = await session('2027-03-15T17:00:00.000Z', { status: 'cancelled' });
    const off = await mark(cancelled, { outcome: 'completed', note: '' });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(SessionCalendarMessages.notBooked);
    const bad = await mark(coming, { outcome: 'late', note: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SessionCalendarMessages.outcome);
    const long = await mark(coming, { outcome: 'completed', note: 'x'.repeat(2001) });
    expect(long.json().message).toBe(SessionCalendarMessages.noteTooLong);
    expect(await staffActionRows(t.database.db, { targetId: String(coming) })).toEqual([]);
  });
});

describe('the analyst role’s own calendar (issue 43)', () => {
  const asAnalyst = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: await bearerHeaders(t.app, 'calendar-analyst@firm.test'), payload });

  it('shows an analyst their own sessions without what paid for them, and lets them mark their own', async () => {
    const past = await session('2027-03-15T19:00:00.000Z');
    const own = await asAnalyst('GET', '/api/admin/consultations/?from=2027-03-15&days=1');
    expect(own.statusCode, own.body).toBe(200);
    const { data } = SessionCalendarResponseSchema.parse(own.json());
    expect(data.analyst.id).toBe(analystId);
    const shown = data.sessions.find((each) => each.id === past);
    expect(shown).toMatchObject({ topic: 'Topic 2027-03-15T19:00:00.000Z', status: 'booked' });
    expect(shown).not.toHaveProperty('price');
    expect(shown).not.toHaveProperty('covered_by');
    // Named, their own is theirs too.
    expect(
      (await asAnalyst('GET', `/api/admin/consultations/?analyst=${analystId}&from=2027-03-15`)).statusCode,
    ).toBe(200);

    const marked = await asAnalyst('POST', `/api/admin/consultations/${past}/outcome/`, {
      outcome: 'completed',
      note: 'Went through the spreads.',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const markedSession = SessionOutcomeResponseSchema.parse(marked.json()).data;
    expect(markedSession).toMatchObject({ outcome: 'completed' });
    expect(markedSession).not.toHaveProperty('price');
  });

  it('refuses an analyst another analyst’s calendar and sessions, and booking by hand, and changes nothing', async () => {
    const other = await addAnalyst(t, admin, 'calendar-other@firm.test');
    const theirs = await session('2027-03-15T20:00:00.000Z', { analystId: other });

    const calendarOfOther = await asAnalyst(
      'GET',
      `/api/admin/consultations/?analyst=${other}&from=2027-03-15`,
    );
    expect(calendarOfOther.statusCode).toBe(403);
    expect(calendarOfOther.json().message).toBe(SessionCalendarMessages.ownCalendarOnly);

    const markOther = await asAnalyst('POST', `/api/admin/consultations/${theirs}/outcome/`, {
      outcome: 'no_show',
      note: '',
    });
    expect(markOther.statusCode).toBe(404);
    expect(markOther.json().message).toBe(SessionCalendarMessages.notFound);
    expect(await staffActionRows(t.database.db, { targetId: String(theirs) })).toEqual([]);

    const booked = await asAnalyst('POST', '/api/admin/consultations/', {
      client_email: 'ana@calendar.test',
      length: 30,
      starts_at: '2027-03-18T15:00:00.000Z',
      time_zone: 'Europe/London',
      topic: 'Cocoa',
      notes: '',
      analyst: analystId,
      payment: 'invoice',
    });
    expect(booked.statusCode).toBe(403);
    expect(booked.json().message).toBe(SessionCalendarMessages.bookingForAdmins);
  });

  it('tells staff without an analyst profile who ask for their own calendar that they have none', async () => {
    await addStaff(t.database.db, 'calendar-new-analyst@firm.test', 'analyst');
    for (const headers of [await bearerHeaders(t.app, 'calendar-new-analyst@firm.test'), admin]) {
      const none = await t.app.inject({
        method: 'GET',
        url: '/api/admin/consultations/?from=2027-03-15',
        headers,
      });
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(SessionCalendarMessages.noProfile);
    }
  });
});

describe('booking a session for a client by hand (issue 43)', () => {
  const book = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/consultations/', headers: admin, payload });
  const request = (fields: Record<string, unknown> = {}) => ({
    client_email: 'ANA@calendar.test',
    analyst: analystId,
    length: 60,
    starts_at: '2027-03-19T15:00:00Z',
    time_zone: 'Europe/London',
    topic: 'Cocoa grindings',
    notes: 'Called on Monday.',
    payment: 'invoice',
    ...fields,
  });

  it('books a free time on an invoice to the organisation, for the client to see, in the audit log', async () => {
    // The client is choosing a time of their own with the same analyst meanwhile: staff leave it held.
    const clientHeaders = await bearerHeaders(t.app, 'ana@calendar.test');
    const ownHold = await t.app.inject({
      method: 'POST',
      url: '/api/consultations/holds/',
      headers: clientHeaders,
      payload: {
        ...request({ starts_at: '2027-03-19T17:00:00Z' }),
        client_email: undefined,
        payment: undefined,
      },
    });
    expect(ownHold.statusCode, ownHold.body).toBe(201);

    const booked = await book(request());
    expect(booked.statusCode, booked.body).toBe(201);
    const { message, data } = StaffBookingResponseSchema.parse(booked.json());
    expect(message).toMatch(/^Session booked for .+\. The invitation is on its way to both of you\.$/);
    expect(data).toMatchObject({
      starts_at: '2027-03-19T15:00:00.000Z',
      length: 60,
      status: 'booked',
      covered_by: 'invoice',
      topic: 'Cocoa grindings',
      client: { email: 'ana@calendar.test', organisation: 'Calendar Traders' },
    });
    const own = ClientSessionsResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/consultations/',
          headers: await bearerHeaders(t.app, 'ana@calendar.test'),
        })
      ).json(),
    ).data;
    expect(own.upcoming.map((each) => each.id)).toContain(data.id);
    // One record of the booking, by staff: the back office's audit log shows it.
    expect(await staffActionRows(t.database.db, { targetId: String(data.id) })).toMatchObject([
      {
        action: 'consultation_booked_by_staff',
        staffEmail: 'calendar-admin@firm.test',
        before: null,
        after: { covered_by: 'invoice', length: 60, starts_at: '2027-03-19T15:00:00.000Z' },
      },
    ]);

    // The time is taken now, for staff as for clients.
    const again = await book(request());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ConsultationMessages.slotTaken);

    const [stillHeld] = await t.database.db
      .select({ status: consultations.status })
      .from(consultations)
      .where(eq(consultations.id, ownHold.json().data.id));
    expect(stillHeld).toEqual({ status: 'held' });
  });

  it('refuses an unknown client, a bad payment, or a cover the organisation lacks, and lets the time go', async () => {
    const unknown = await book(
      request({ client_email: 'nobody@calendar.test', starts_at: '2027-03-19T18:00:00Z' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(SessionCalendarMessages.clientUnknown);
    const malformed = await book(
      request({ client_email: 'ana at calendar', starts_at: '2027-03-19T18:00:00Z' }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(SessionCalendarMessages.clientEmail);
    const cash = await book(request({ payment: 'cash', starts_at: '2027-03-19T18:00:00Z' }));
    expect(cash.statusCode).toBe(400);
    expect(cash.json().message).toBe(SessionCalendarMessages.payment);
    const noCredit = await book(request({ payment: 'credit', starts_at: '2027-03-19T18:00:00Z' }));
    expect(noCredit.statusCode).toBe(422);
    expect(noCredit.json().message).toBe(CreditMessages.noneLeft);
    // Nothing was kept: the time is free, and books on an invoice.
    const rows = await t.database.db.select().from(consultations);
    expect(rows.filter((row) => row.startsAt.toISOString() === '2027-03-19T18:00:00.000Z')).toMatchObject([
      { status: 'lapsed' },
    ]);
    expect((await book(request({ starts_at: '2027-03-19T18:00:00Z' }))).statusCode).toBe(201);
  });
});
