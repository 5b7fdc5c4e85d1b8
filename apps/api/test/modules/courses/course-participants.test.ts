import { ClientCourseResponseSchema, ClientCoursesResponseSchema, ParticipantMessages } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/platform/database/schema.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { addOrganisation } from '../../support/report-fixtures.js';
import { recordedAbout } from '../../support/activity-records.js';
import { collectingMailer } from '../alerts/alert-fixtures.js';
import { buySeats, callerAs, courseWithSessions } from './course-fixtures.js';

const clock = createTestClock('2027-03-01T12:00:00Z');
const mail = collectingMailer();
let t: TestApp;
let addSession: () => Promise<number>;

beforeAll(async () => {
  t = await createTestApp({ clock, mailer: mail.mailer, linkOrigin: 'https://softline.test' });
  // Sessions over the change to summer time in New York (14 March 2027), 3 seats at $5,000.
  const course = await courseWithSessions(t, 'cotton', { title: 'Cotton basis', commodity: 'cotton' });
  addSession = () => course.addSession(3);
});
afterAll(async () => {
  await t.close();
});

let organisations = 0;

/** An organisation (owner, member, billing member) that bought `seats` of the session by card. */
async function organisationWithSeats(sessionId: number, seats: number) {
  organisations += 1;
  const [owner, member, billing] = ['owner', 'member', 'billing'].map(
    (who) => `${who}${organisations}@people.test`,
  );
  await addOrganisation(t.database.db, `People ${organisations}`, [owner!, member!, billing!]);
  await t.database.db
    .update(users)
    .set({ firstName: 'Mia', lastName: 'Member' })
    .where(eq(users.email, member!));
  await t.database.db.update(users).set({ role: 'billing' }).where(eq(users.email, billing!));
  const as = (email: string) => callerAs(t, email);
  const call = await as(owner!);
  await buySeats(call, sessionId, seats);
  return { owner: owner!, member: member!, call, asMember: await as(member!), asBilling: await as(billing!) };
}

describe('participants of the seats an organisation bought (issue 44)', () => {
  it('names a colleague and an outside address; each gets the invitation for every day; no third for two seats', async () => {
    const sessionId = await addSession();
    const org = await organisationWithSeats(sessionId, 2);

    const before = ClientCoursesResponseSchema.parse((await org.call('GET', '/api/courses/mine/')).json());
    expect(before.data).toEqual([
      expect.objectContaining({
        id: sessionId,
        seats: 2,
        participants: [],
        can_manage: true,
        joining_link: 'https://meet.firm.test/cotton',
        // 09:00 in New York, before and after the change to summer time.
        meetings: [
          { starts_at: '2027-03-12T14:00:00.000Z', ends_at: '2027-03-12T22:00:00.000Z' },
          { starts_at: '2027-03-13T14:00:00.000Z', ends_at: '2027-03-13T22:00:00.000Z' },
          { starts_at: '2027-03-14T13:00:00.000Z', ends_at: '2027-03-14T21:00:00.000Z' },
          { starts_at: '2027-03-15T13:00:00.000Z', ends_at: '2027-03-15T21:00:00.000Z' },
        ],
      }),
    ]);

    const colleague = await org.call('POST', `/api/courses/sessions/${sessionId}/participants/`, {
      email: ` ${org.member.toUpperCase()} `,
    });
    expect(colleague.statusCode, colleague.body).toBe(201);
    expect(ClientCourseResponseSchema.parse(colleague.json())).toMatchObject({
      message: ParticipantMessages.added,
      data: { participants: [{ email: org.member, name: 'Mia Member' }] },
    });
    const outside = await org.call('POST', `/api/courses/sessions/${sessionId}/participants/`, {
      email: 'guest@elsewhere.test',
    });
    expect(outside.statusCode, outside.body).toBe(201);

    const twice = await org.call('POST', `/api/courses/sessions/${sessionId}/participants/`, {
      email: 'guest@elsewhere.test',
    });
    expect([twice.statusCode, twice.json().message]).toEqual([409, ParticipantMessages.noSeat]);

    await t.runJobs();
    for (const to of [org.member, 'guest@elsewhere.test']) {
      const message = mail.sent.find((each) => each.to === to)!;
      expect(message.subject).toBe('Your seat: Cotton basis, 12–15 March 2027');
      expect(message.text).toContain('https://meet.firm.test/cotton');
      const ics = message.icalEvent!.content;
      expect(message.icalEvent!.method).toBe('REQUEST');
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);
      expect(ics).toContain('DTSTART:20270312T140000Z');
      expect(ics).toContain('DTSTART:20270315T130000Z');
      expect(ics).toMatch(/UID:course-session-\d+-participant-\d+-2027-03-15@softline\.test/);
    }

    // The member reads the session with its link (they attend); the billing member reads it without.
    const asMember = ClientCoursesResponseSchema.parse(
      (await org.asMember('GET', '/api/courses/mine/')).json(),
    );
    expect(asMember.data[0]).toMatchObject({
      can_manage: false,
      joining_link: 'https://meet.firm.test/cotton',
    });
    const asBilling = ClientCoursesResponseSchema.parse(
      (await org.asBilling('GET', '/api/courses/mine/')).json(),
    );
    expect(asBilling.data[0]).toMatchObject({ can_manage: false, joining_link: null });
    const refused = await org.asMember('POST', `/api/courses/sessions/${sessionId}/participants/`, {
      email: 'other@elsewhere.test',
    });
    expect([refused.statusCode, refused.json().message]).toEqual([403, ParticipantMessages.managers]);

    const recorded = await recordedAbout(t.database.db, String(sessionId));
    expect(
      recorded.filter((row) => row.action === 'course_participant_added').map((row) => row.after),
    ).toEqual([
      { email: org.member, member: true },
      { email: 'guest@elsewhere.test', member: false },
    ]);
  });

  it('swaps a participant until the session starts: the one out gets the cancellation', async () => {
    const sessionId = await addSession();
    const org = await organisationWithSeats(sessionId, 2);
    const added = ClientCourseResponseSchema.parse(
      (
        await org.call('POST', `/api/courses/sessions/${sessionId}/participants/`, {
          email: 'first@elsewhere.test',
        })
      ).json(),
    );
    const same = await org.call('POST', `/api/courses/sessions/${sessionId}/participants/`, {
      email: 'first@elsewhere.test',
    });
    expect([same.statusCode, same.json().errors.email]).toEqual([409, [ParticipantMessages.twice]]);

    const participantId = added.data.participants[0]!.id;
    const removed = await org.call('DELETE', `/api/courses/participants/${participantId}/`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      message: ParticipantMessages.removed,
      data: { participants: [] },
    });
    const second = await org.call('POST', `/api/courses/sessions/${sessionId}/participants/`, {
      email: 'second@elsewhere.test',
    });
    expect(second.statusCode).toBe(201);
    await t.runJobs();
    const cancellation = mail.sent.find(
      (each) => each.to === 'first@elsewhere.test' && each.icalEvent?.method === 'CANCEL',
    )!;
    expect(cancellation.subject).toBe('Seat cancelled: Cotton basis, 12–15 March 2027');
    expect(cancellation.icalEvent!.content).toContain('SEQUENCE:1');
    expect(cancellation.icalEvent!.content).toContain('STATUS:CANCELLED');

    // Another organisation's participant is not found; a session it has no seats in is not its own.
    const other = await organisationWithSeats(await addSession(), 1);
    const secondId = ClientCourseResponseSchema.parse(second.json()).data.participants[0]!.id;
    expect((await other.call('DELETE', `/api/courses/participants/${secondId}/`)).statusCode).toBe(404);
    const notOurs = await other.call('POST', `/api/courses/sessions/${sessionId}/participants/`, {
      email: 'x@elsewhere.test',
    });
    expect([notOurs.statusCode, notOurs.json().message]).toEqual([404, ParticipantMessages.notYours]);
    const bad = await org.call('POST', `/api/courses/sessions/${sessionId}/participants/`, {
      email: 'not an address',
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, ParticipantMessages.email]);

    clock.set('2027-03-12T15:00:00Z');
    try {
      const asOwner = await callerAs(t, org.owner);
      const started = await asOwner('DELETE', `/api/courses/participants/${secondId}/`);
      expect([started.statusCode, started.json().message]).toEqual([409, ParticipantMessages.started]);
    } finally {
      clock.set('2027-03-01T12:00:00Z');
    }
  });
});
