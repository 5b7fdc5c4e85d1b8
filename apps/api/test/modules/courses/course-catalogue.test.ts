import {
  AdminCourseResponseSchema,
  AdminCoursesResponseSchema,
  CourseMessages,
  CourseSessionMessages,
  UpcomingSessionsResponseSchema,
} from '@firm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffActionRows } from '../../support/activity-records.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { addAnalyst } from '../consultations/consultation-fixtures.js';

const clock = createTestClock('2027-03-01T12:00:00Z');
let t: TestApp;
let admin: { authorization: string };
let editor: { authorization: string };
let finance: { authorization: string };
let client: { authorization: string };
let analystId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await addStaff(t.database.db, 'courses-admin@firm.test', 'admin');
  admin = await bearerHeaders(t.app, 'courses-admin@firm.test');
  await addStaff(t.database.db, 'courses-editor@firm.test', 'editor');
  editor = await bearerHeaders(t.app, 'courses-editor@firm.test');
  await addStaff(t.database.db, 'courses-finance@firm.test', 'finance');
  finance = await bearerHeaders(t.app, 'courses-finance@firm.test');
  analystId = await addAnalyst(t, admin, 'courses-analyst@firm.test');
  await addOrganisation(t.database.db, 'Courses Ltd', ['buyer@courses.test']);
  client = await bearerHeaders(t.app, 'buyer@courses.test');
});
afterAll(async () => {
  await t.close();
});

const COURSE = {
  title: 'Cocoa futures and hedging',
  description: 'Four days on the cocoa market, its futures and how to hedge them.',
  level: 'intermediate',
  commodity: 'cocoa',
};

const session = (changes: Record<string, unknown> = {}) => ({
  first_day: '2027-03-12',
  last_day: '2027-03-15',
  hours: { start: '09:00', end: '17:00' },
  time_zone: 'America/New_York',
  format: 'virtual',
  place: null,
  joining_link: 'https://meet.firm.test/cocoa',
  capacity: 12,
  price_per_participant: 5000,
  analyst_id: analystId,
  ...changes,
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers?: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

async function addCourse(fields: object = COURSE) {
  const response = await call('POST', '/api/admin/courses/', editor, fields);
  expect(response.statusCode, response.body).toBe(201);
  return AdminCourseResponseSchema.parse(response.json());
}

async function addSession(courseId: number, changes: Record<string, unknown> = {}) {
  const response = await call('POST', `/api/admin/courses/${courseId}/sessions/`, editor, session(changes));
  expect(response.statusCode, response.body).toBe(201);
  return AdminCourseResponseSchema.parse(response.json());
}

/** Courses this file adds (the demo's are in every test database too). */
const OURS = ['Cocoa futures and hedging', 'Sugar basics', 'Cotton spreads', 'Coffee options'];

const upcoming = async () =>
  UpcomingSessionsResponseSchema.parse((await call('GET', '/api/courses/sessions/')).json()).data.filter(
    (item) => OURS.includes(item.course.title),
  );

describe('courses and their sessions in the back office (issue 44)', () => {
  it('an editor adds a course and a session; the session’s instants are its days and hours in its zone', async () => {
    const added = await addCourse();
    expect(added).toMatchObject({ message: CourseMessages.created, data: { ...COURSE, sessions: [] } });
    const withSession = await addSession(added.data.id);
    expect(withSession.message).toBe(CourseSessionMessages.created);
    expect(withSession.data.sessions).toEqual([
      expect.objectContaining({
        first_day: '2027-03-12',
        last_day: '2027-03-15',
        // 09:00 in New York on 12 March is 14:00 UTC; 17:00 on 15 March, after the change to summer time, 21:00.
        starts_at: '2027-03-12T14:00:00.000Z',
        ends_at: '2027-03-15T21:00:00.000Z',
        capacity: 12,
        seats_left: 12,
        availability: 'open',
        price_per_participant: 5000,
        joining_link: 'https://meet.firm.test/cocoa',
        started: false,
        analyst: { id: analystId, name: expect.any(String) },
      }),
    ]);
    expect(await staffActionRows(t.database.db, { action: 'course_session_added' })).toMatchObject([
      {
        staffEmail: 'courses-editor@firm.test',
        targetType: 'course_session',
        after: expect.objectContaining({ price_cents: 500_000, capacity: 12 }),
      },
    ]);
  });

  it('lists the sessions to come to anyone, soonest first, without their joining link', async () => {
    const course = await addCourse({
      ...COURSE,
      title: 'Sugar basics',
      commodity: 'sugar',
      level: 'introductory',
    });
    await addSession(course.data.id, {
      first_day: '2027-04-05',
      last_day: '2027-04-08',
      format: 'in_person',
      place: 'Hotel Okura, Amsterdam',
      joining_link: null,
      time_zone: 'Europe/Amsterdam',
    });
    const listed = await upcoming();
    expect(listed.map((item) => [item.course.title, item.first_day])).toEqual([
      ['Cocoa futures and hedging', '2027-03-12'],
      ['Sugar basics', '2027-04-05'],
    ]);
    expect(listed[1]).toMatchObject({ format: 'in_person', place: 'Hotel Okura, Amsterdam', seats_left: 12 });
    expect(JSON.stringify(listed)).not.toContain('meet.firm.test');

    const all = AdminCoursesResponseSchema.parse(
      (await call('GET', '/api/admin/courses/', admin)).json(),
    ).data;
    expect(all.map((item) => item.title).filter((title) => OURS.includes(title))).toEqual([
      'Cocoa futures and hedging',
      'Sugar basics',
    ]);
  });

  it('refuses a session in the past, a format without its place or link, and an unknown analyst; nothing is kept', async () => {
    const course = await addCourse({ ...COURSE, title: 'Cotton spreads', commodity: 'cotton' });
    const refuse = async (changes: Record<string, unknown>, status: number, message: string) => {
      const response = await call(
        'POST',
        `/api/admin/courses/${course.data.id}/sessions/`,
        editor,
        session(changes),
      );
      expect(response.statusCode, response.body).toBe(status);
      expect(JSON.stringify(response.json())).toContain(message);
    };
    await refuse({ first_day: '2027-02-26', last_day: '2027-03-02' }, 400, CourseSessionMessages.past);
    await refuse({ format: 'in_person', place: null }, 400, CourseSessionMessages.place);
    await refuse({ joining_link: null }, 400, CourseSessionMessages.joiningLink);
    await refuse({ capacity: 0 }, 400, CourseSessionMessages.capacity);
    await refuse({ analyst_id: 999_999 }, 400, CourseSessionMessages.noAnalyst);
    const listed = AdminCoursesResponseSchema.parse(
      (await call('GET', '/api/admin/courses/', admin)).json(),
    ).data;
    expect(listed.find((item) => item.id === course.data.id)?.sessions).toEqual([]);

    const badCourse = await call('POST', '/api/admin/courses/', editor, { ...COURSE, commodity: 'tea' });
    expect(badCourse.statusCode).toBe(400);
    expect(JSON.stringify(badCourse.json())).toContain(CourseMessages.commodity);
    expect((await call('PATCH', '/api/admin/courses/999999/', editor, { title: 'X' })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/courses/abc/', editor, { title: 'X' })).statusCode).toBe(404);
  });

  it('edits a session; a changed price needs a reason and is audited in cents; a started session is not changed', async () => {
    const course = await addCourse({ ...COURSE, title: 'Coffee options', commodity: 'coffee' });
    const added = await addSession(course.data.id, { first_day: '2027-03-20', last_day: '2027-03-23' });
    const id = added.data.sessions[0]!.id;

    const noReason = await call(
      'PATCH',
      `/api/admin/course-sessions/${id}/`,
      admin,
      session({ first_day: '2027-03-20', last_day: '2027-03-23', price_per_participant: 4500 }),
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: [CourseSessionMessages.priceReason] });

    const saved = await call(
      'PATCH',
      `/api/admin/course-sessions/${id}/`,
      admin,
      session({
        first_day: '2027-03-20',
        last_day: '2027-03-23',
        price_per_participant: 4500,
        capacity: 16,
        reason: 'Early booking',
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(AdminCourseResponseSchema.parse(saved.json()).data.sessions[0]).toMatchObject({
      price_per_participant: 4500,
      capacity: 16,
    });
    expect(await staffActionRows(t.database.db, { action: 'course_session_updated' })).toMatchObject([
      {
        before: { price_cents: 500_000, capacity: 12 },
        after: { price_cents: 450_000, capacity: 16 },
        reason: 'Early booking',
      },
    ]);

    clock.set('2027-03-20T14:00:00Z');
    try {
      const started = await call(
        'PATCH',
        `/api/admin/course-sessions/${id}/`,
        await bearerHeaders(t.app, 'courses-admin@firm.test'),
        session({ first_day: '2027-03-20', last_day: '2027-03-23', capacity: 20 }),
      );
      expect(started.statusCode).toBe(409);
      expect(started.json().message).toBe(CourseSessionMessages.started);
      expect((await upcoming()).some((item) => item.id === id)).toBe(false);
    } finally {
      clock.set('2027-03-01T12:00:00Z');
    }
  });

  it('is the courses area’s: finance, clients and visitors may not read or change it', async () => {
    for (const headers of [finance, client, undefined]) {
      expect((await call('GET', '/api/admin/courses/', headers)).statusCode).toBeGreaterThanOrEqual(401);
      expect((await call('POST', '/api/admin/courses/', headers, COURSE)).statusCode).toBeGreaterThanOrEqual(
        401,
      );
    }
  });
});
