import { AnalystMessages, AvailabilityMessages, ConsultationMessages, TimeZoneMessages } from '@firm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../../../src/platform/database/schema.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { staffActionRows } from '../../support/activity-records.js';
import { addOrganisation, bearerHeaders } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { addAnalyst as addAnalystThroughApi, weekdayHours } from './consultation-fixtures.js';

// A Friday; the sessions below are on the Monday after, 15 March 2027, the first Monday of New York's summer time.
const clock = createTestClock('2027-03-12T12:00:00Z');
const MONDAY = '2027-03-15';
const NINE_IN_NEW_YORK = '2027-03-15T13:00:00.000Z';
const MINUTE = 60_000;
let t: TestApp;
let admin: { authorization: string };
let staffCount = 0;
let clientCount = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await addStaff(t.database.db, 'consultations-admin@firm.test', 'admin');
  admin = await bearerHeaders(t.app, 'consultations-admin@firm.test');
});
afterAll(async () => {
  await t.close();
});

const weekdays = weekdayHours;

/** A staff member of their own made an analyst; answers the analyst's id. */
async function addAnalyst(fields: Record<string, unknown> = {}): Promise<number> {
  staffCount += 1;
  return addAnalystThroughApi(t, admin, `analyst-${staffCount}@firm.test`, fields);
}

/** A signed-in client of an organisation of their own. */
async function client() {
  clientCount += 1;
  const email = `booker-${clientCount}@consult-${clientCount}.test`;
  await addOrganisation(t.database.db, `Consult ${clientCount} Ltd`, [email]);
  return bearerHeaders(t.app, email);
}

const slots = (query: string) => t.app.inject({ method: 'GET', url: `/api/consultations/slots/?${query}` });
const startsOf = async (query: string) => {
  const response = await slots(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { slots: { starts_at: string; analyst_ids: number[] }[] } }>().data.slots;
};
const hold = (headers: { authorization: string }, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/consultations/holds/',
    headers,
    payload: { length: 30, time_zone: 'Europe/London', topic: 'Brazilian coffee harvest', ...payload },
  });

describe('analysts in the back office (issue 43)', () => {
  it('adds, changes and removes an analyst, each in the audit log; bookers see only those taking sessions', async () => {
    const id = await addAnalyst({ expertise: ['sugar', 'sugar'] });
    const listed = await t.app.inject({ method: 'GET', url: '/api/consultations/analysts/' });
    const analyst = listed
      .json<{ data: { id: number; expertise: string[]; time_zone: string }[] }>()
      .data.find((row) => row.id === id);
    expect(analyst).toMatchObject({ expertise: ['sugar'], time_zone: 'America/New_York' });
    expect(listed.body).not.toContain('meet.firm.test');

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/analysts/${id}/`,
      headers: admin,
      payload: { buffer_minutes: 15, date_overrides: [{ date: MONDAY, hours: [] }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      buffer_minutes: 15,
      date_overrides: [{ date: MONDAY, hours: [] }],
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/analysts/${id}/`,
      headers: admin,
    });
    expect(removed.json().data.active).toBe(false);
    const after = await t.app.inject({ method: 'GET', url: '/api/consultations/analysts/' });
    expect(after.json<{ data: { id: number }[] }>().data.map((row) => row.id)).not.toContain(id);

    const actions = await staffActionRows(t.database.db, { targetType: 'analyst', targetId: String(id) });
    expect(actions.map((row) => row.action)).toEqual(['analyst_added', 'analyst_updated', 'analyst_removed']);
    expect(actions[1]!.before).toMatchObject({ buffer_minutes: 0 });
    expect(actions[1]!.after).toMatchObject({ buffer_minutes: 15 });
  });

  it('refuses a client as an analyst, a staff member twice, and availability that does not hold together', async () => {
    const [clientUser] = (await addOrganisation(t.database.db, 'Not Staff Ltd', ['not-staff@client.test']))
      .userIds;
    const notStaff = await t.app.inject({
      method: 'POST',
      url: '/api/admin/analysts/',
      headers: admin,
      payload: {
        user_id: clientUser,
        photo_url: null,
        expertise: [],
        time_zone: 'Europe/London',
        meeting_link: 'https://meet.firm.test/x',
        weekly_hours: [],
        date_overrides: [],
        notice_minutes: 0,
        buffer_minutes: 0,
        daily_max: 4,
      },
    });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().message).toBe(AnalystMessages.notStaff);

    const id = await addAnalyst();
    const bad = async (payload: object, message: string) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/analysts/${id}/`,
        headers: admin,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(message);
    };
    await bad({ weekly_hours: [{ weekday: 1, start: '17:00', end: '09:00' }] }, AvailabilityMessages.order);
    await bad(
      {
        weekly_hours: [
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 1, start: '11:00', end: '13:00' },
        ],
      },
      AvailabilityMessages.overlap,
    );
    await bad({ weekly_hours: [{ weekday: 1, start: '9am', end: '12:00' }] }, AvailabilityMessages.time);
    await bad({ time_zone: 'Mars/Olympus' }, TimeZoneMessages.unknown);
    await bad({ buffer_minutes: 7 }, AvailabilityMessages.buffer);
    await bad({ meeting_link: 'http://meet.firm.test' }, AnalystMessages.meetingLink);
    await bad({ date_overrides: [{ date: '2027-02-30', hours: [] }] }, AvailabilityMessages.date);
    const unchanged = await t.app.inject({ method: 'GET', url: '/api/admin/analysts/', headers: admin });
    expect(
      unchanged.json<{ data: { id: number; weekly_hours: unknown }[] }>().data.find((row) => row.id === id),
    ).toMatchObject({
      weekly_hours: weekdays('09:00', '17:00'),
      time_zone: 'America/New_York',
    });
  });
});

describe('free times and holds (issue 43)', () => {
  it('shows an analyst’s New York hours in the booker’s zone, and holds one for 10 minutes at the terms’ price', async () => {
    const id = await addAnalyst();
    const london = await startsOf(`length=30&day=${MONDAY}&time_zone=Europe/London&analyst=${id}`);
    // 09:00 in New York on 15 March is 13:00 in London: America has changed to summer time, Britain not yet.
    expect(london[0]!.starts_at).toBe(NINE_IN_NEW_YORK);
    // 09:00 to 16:30 every quarter hour.
    expect(london).toHaveLength(31);

    const booker = await client();
    const held = await hold(booker, { analyst: id, starts_at: NINE_IN_NEW_YORK, notes: 'Q2 outlook' });
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().data).toMatchObject({
      analyst: { id },
      length: 30,
      starts_at: NINE_IN_NEW_YORK,
      ends_at: '2027-03-15T13:30:00.000Z',
      hold_expires_at: '2027-03-12T12:10:00.000Z',
      price: 495,
      topic: 'Brazilian coffee harvest',
    });
    const whileHeld = await startsOf(`length=30&day=${MONDAY}&time_zone=Europe/London&analyst=${id}`);
    expect(whileHeld.map((slot) => slot.starts_at)).not.toContain(NINE_IN_NEW_YORK);

    // The hold runs out: the time is free again, and another booker may hold it.
    clock.advance(10 * MINUTE);
    const afterHold = await startsOf(`length=30&day=${MONDAY}&time_zone=Europe/London&analyst=${id}`);
    expect(afterHold.map((slot) => slot.starts_at)).toContain(NINE_IN_NEW_YORK);
    const second = await hold(await client(), { analyst: id, starts_at: NINE_IN_NEW_YORK });
    expect(second.statusCode, second.body).toBe(201);
    clock.set('2027-03-12T12:00:00Z');
  });

  it('lets one of many bookers racing for a time have it; the others hear it was just taken, with fresh times', async () => {
    const id = await addAnalyst();
    const bookers = await Promise.all(Array.from({ length: 8 }, () => client()));
    const answers = await Promise.all(
      bookers.map((booker) => hold(booker, { analyst: id, starts_at: NINE_IN_NEW_YORK })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      const body = answer.json<{ message: string; slots: { starts_at: string }[] }>();
      expect(body.message).toBe(ConsultationMessages.slotTaken);
      expect(body.slots.length).toBeGreaterThan(0);
      expect(body.slots.map((slot) => slot.starts_at)).not.toContain(NINE_IN_NEW_YORK);
    }
    const rows = (await t.database.db.select().from(consultations)).filter((row) => row.analystId === id);
    expect(rows).toHaveLength(1);
  });

  it('keeps the analyst’s buffer after a session, and the database refuses an overlap even past the code', async () => {
    const id = await addAnalyst({ buffer_minutes: 15 });
    expect((await hold(await client(), { analyst: id, starts_at: NINE_IN_NEW_YORK })).statusCode).toBe(201);
    // 09:30 would start inside 09:00's buffer; 09:45 is free.
    const inBuffer = await hold(await client(), { analyst: id, starts_at: '2027-03-15T13:30:00.000Z' });
    expect(inBuffer.statusCode).toBe(409);
    expect(
      (await hold(await client(), { analyst: id, starts_at: '2027-03-15T13:45:00.000Z' })).statusCode,
    ).toBe(201);

    const [held] = (await t.database.db.select().from(consultations)).filter((row) => row.analystId === id);
    const { id: _id, ...copy } = held!;
    await expect(
      t.database.db
        .insert(consultations)
        .values({ ...copy, status: 'booked', coveredBy: 'card', startsAt: new Date('2027-03-15T13:10:00Z') }),
    ).rejects.toSatisfy(
      (error: unknown) =>
        JSON.stringify(error).includes('23P01') || String(error).includes('consultations_no_overlap'),
    );
  });

  it('gives “first available” the next analyst free, and keeps one hold per booker', async () => {
    const saturday = { weekly_hours: [{ weekday: 6, start: '10:00', end: '11:00' }] };
    const first = await addAnalyst(saturday);
    const second = await addAnalyst(saturday);
    const at = '2027-03-13T15:00:00.000Z'; // Saturday 10:00 in New York
    const listed = await startsOf('length=60&day=2027-03-13&time_zone=America/New_York&analyst=any');
    expect(listed).toEqual([
      { starts_at: at, ends_at: '2027-03-13T16:00:00.000Z', analyst_ids: [first, second] },
    ]);
    const booker = await client();
    const a = await hold(booker, { length: 60, analyst: 'any', starts_at: at });
    const b = await hold(await client(), { length: 60, analyst: 'any', starts_at: at });
    expect([a.json().data.analyst.id, b.json().data.analyst.id].sort()).toEqual([first, second].sort());
    const third = await hold(await client(), { length: 60, analyst: 'any', starts_at: at });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(ConsultationMessages.slotTaken);

    // A refused new choice keeps the booker's hold; a new one lets it go.
    const statusOf = async (id: number) =>
      (await t.database.db.select().from(consultations)).find((row) => row.id === id)!.status;
    const firstHold = a.json().data.id as number;
    expect((await hold(booker, { analyst: 'any', starts_at: '2027-03-13T14:00:00.000Z' })).statusCode).toBe(
      400,
    );
    expect(await statusOf(firstHold)).toBe('held');
    const shorter = await hold(booker, { length: 15, analyst: a.json().data.analyst.id, starts_at: at });
    expect(shorter.statusCode, shorter.body).toBe(201);
    expect(await statusOf(firstHold)).toBe('lapsed');
  });

  it('refuses bad times and choices with a clear message, holding nothing', async () => {
    const id = await addAnalyst({ notice_minutes: 4 * 24 * 60 });
    const booker = await client();
    const refusedWith = async (payload: Record<string, unknown>, status: number, message: string) => {
      const response = await hold(booker, { analyst: id, starts_at: NINE_IN_NEW_YORK, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBe(message);
    };
    await refusedWith({ starts_at: '2027-03-11T14:00:00.000Z' }, 400, ConsultationMessages.past);
    await refusedWith({}, 400, ConsultationMessages.notice); // Monday is inside four days' notice
    await refusedWith({ starts_at: '2027-03-22T13:05:00.000Z' }, 400, ConsultationMessages.outside);
    await refusedWith({ starts_at: '2027-03-21T13:00:00.000Z' }, 400, ConsultationMessages.outside); // a Sunday
    await refusedWith({ length: 45 }, 400, ConsultationMessages.length);
    await refusedWith({ topic: '  ' }, 400, ConsultationMessages.topic);
    await refusedWith({ starts_at: 'next monday' }, 400, ConsultationMessages.start);
    await refusedWith({ analyst: 999_999 }, 404, ConsultationMessages.analystUnknown);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/analysts/${id}/`, headers: admin });
    await refusedWith({ starts_at: '2027-03-22T13:00:00.000Z' }, 404, ConsultationMessages.analystUnknown);
    const rows = (await t.database.db.select().from(consultations)).filter((row) => row.analystId === id);
    expect(rows).toEqual([]);

    expect((await slots(`length=30&day=${MONDAY}&time_zone=Europe/London&analyst=${id}`)).statusCode).toBe(
      404,
    );
    for (const [query, message] of [
      ['length=20&day=2027-03-15&time_zone=UTC', ConsultationMessages.length],
      ['length=30&day=2027-03-11&time_zone=UTC', ConsultationMessages.dayOutOfRange],
      ['length=30&day=2027-09-01&time_zone=UTC', ConsultationMessages.dayOutOfRange],
      ['length=30&day=15/03/2027&time_zone=UTC', ConsultationMessages.day],
      ['length=30&day=2027-03-15&time_zone=Nowhere', TimeZoneMessages.unknown],
    ] as const) {
      const response = await slots(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(message);
    }
  });

  it('lets a booker give up their own hold, and no one else’s', async () => {
    const id = await addAnalyst();
    const owner = await client();
    const held = await hold(owner, { analyst: id, starts_at: '2027-03-16T13:00:00.000Z' });
    const holdId = held.json().data.id as number;
    const other = await client();
    const byOther = await t.app.inject({
      method: 'DELETE',
      url: `/api/consultations/holds/${holdId}/`,
      headers: other,
    });
    expect(byOther.statusCode).toBe(404);
    const byOwner = await t.app.inject({
      method: 'DELETE',
      url: `/api/consultations/holds/${holdId}/`,
      headers: owner,
    });
    expect(byOwner.statusCode).toBe(200);
    const free = await startsOf(`length=30&day=2027-03-16&time_zone=America/New_York&analyst=${id}`);
    expect(free[0]!.starts_at).toBe('2027-03-16T13:00:00.000Z');
  });
});
