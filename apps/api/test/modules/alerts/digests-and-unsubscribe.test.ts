import { AlertMessages, AlertPreferencesResponseSchema, TimeZoneMessages } from '@firm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, pdfWithText, subscribe } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { addAlertType, collectingMailer } from './alert-fixtures.js';

const mail = collectingMailer();
const clock = createTestClock(new Date(Math.floor(Date.now() / 1000) * 1000));
let t: TestApp;
let organisations = 0;
let files = 0;

beforeAll(async () => {
  t = await createTestApp({ clock, mailer: mail.mailer });
  await addStaff(t.database.db, 'digest-editor@firm.test', 'editor');
});
afterAll(async () => {
  await t.close();
});

/** A member seated on a running subscription to a type of their own; signed in. */
async function member(cadence: 'weekly' | 'in_depth' = 'weekly') {
  organisations += 1;
  const type = await addAlertType(t.database.db, cadence);
  const email = `reader@digests-${organisations}.test`;
  const { tenantId, userIds } = await addOrganisation(t.database.db, `Digests ${organisations} Ltd`, [email]);
  await subscribe(t.database.db, tenantId, type.name);
  return { type, email, userId: userIds[0]!, headers: await bearerHeaders(t.app, email) };
}

async function upload(typeId: number) {
  files += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/reports/?type=${typeId}&file_name=digest-test-${files}.pdf`,
    // Signed in afresh: the tests move the clock past a session's life.
    headers: {
      ...(await bearerHeaders(t.app, 'digest-editor@firm.test')),
      'content-type': 'application/pdf',
    },
    payload: Buffer.from(await pdfWithText(`Digest test report ${files} ${Math.random()}: cocoa arrivals.`)),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

const patch = (headers: { authorization: string }, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/alerts/preferences/', headers, payload: payload as object });

const preferences = async (headers: { authorization: string }) =>
  AlertPreferencesResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/alerts/preferences/', headers })).json(),
  ).data;

describe('preferences (issue 42)', () => {
  it('keeps a time zone and frequencies of the types the member reads; anything else changes nothing', async () => {
    const reader = await member();
    expect(await preferences(reader.headers)).toEqual({
      time_zone: null,
      types: [
        {
          report_type: reader.type.id,
          report_type_name: reader.type.name,
          frequency: 'immediate',
          chosen: false,
        },
      ],
    });

    const unknownZone = await patch(reader.headers, { time_zone: 'Mars/Olympus' });
    expect(unknownZone.statusCode).toBe(400);
    expect(unknownZone.json()).toMatchObject({
      message: TimeZoneMessages.unknown,
      errors: { time_zone: [TimeZoneMessages.unknown] },
    });
    const notRead = await patch(reader.headers, {
      time_zone: 'Europe/London',
      types: [{ report_type: reader.type.id + 100_000, frequency: 'daily' }],
    });
    expect(notRead.statusCode).toBe(400);
    expect(notRead.json()).toMatchObject({ message: AlertMessages.reportType });
    const badFrequency = await patch(reader.headers, {
      types: [{ report_type: reader.type.id, frequency: 'hourly' }],
    });
    expect(badFrequency.statusCode).toBe(400);
    expect(badFrequency.json()).toMatchObject({ message: AlertMessages.frequency });
    expect((await preferences(reader.headers)).time_zone).toBeNull();

    const saved = await patch(reader.headers, {
      time_zone: 'Asia/Tokyo',
      types: [{ report_type: reader.type.id, frequency: 'weekly' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(await preferences(reader.headers)).toMatchObject({
      time_zone: 'Asia/Tokyo',
      types: [{ report_type: reader.type.id, frequency: 'weekly', chosen: true }],
    });
  });
});

describe('digests (issue 42)', () => {
  it('gathers a day’s reports into one mail at 07:00 in the member’s zone, across the change to summer time', async () => {
    const reader = await member();
    expect(
      (
        await patch(reader.headers, {
          time_zone: 'Europe/London',
          types: [{ report_type: reader.type.id, frequency: 'daily' }],
        })
      ).statusCode,
    ).toBe(200);
    // Saturday 27 March 2027, noon in London (GMT); the clocks go forward at 01:00 UTC on Sunday the 28th.
    clock.set('2027-03-27T12:00:00Z');
    mail.sent.length = 0;
    const first = await upload(reader.type.id);
    clock.set('2027-03-27T18:00:00Z');
    const second = await upload(reader.type.id);
    await t.runJobs();
    expect(mail.sent).toEqual([]);

    // 07:00 BST on Sunday is 06:00 UTC: not a minute before.
    await t.runJobs({ now: new Date('2027-03-28T05:59:00Z') });
    expect(mail.sent).toEqual([]);
    await t.runJobs({ now: new Date('2027-03-28T06:00:00Z') });
    expect(mail.to(reader.email)).toHaveLength(1);
    const [digest] = mail.sent;
    expect(digest!.subject).toBe('Your daily digest: 2 new reports');
    expect(digest!.text.indexOf(`/client/reports/${first}`)).toBeLessThan(
      digest!.text.indexOf(`/client/reports/${second}`),
    );
    expect(digest!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    await t.runJobs({ now: new Date('2027-03-29T06:00:00Z') });
    expect(mail.sent).toHaveLength(1);
  });

  it('sends an in-depth type’s reports on Monday at 07:00 by default', async () => {
    const reader = await member('in_depth');
    await patch(reader.headers, { time_zone: 'America/New_York' });
    // Wednesday 10 March 2027; New York moves to summer time on Sunday the 14th.
    clock.set('2027-03-10T15:00:00Z');
    mail.sent.length = 0;
    await upload(reader.type.id);
    await t.runJobs({ now: new Date('2027-03-15T10:59:00Z') });
    expect(mail.sent).toEqual([]);
    // Monday 15 March, 07:00 EDT = 11:00 UTC.
    await t.runJobs({ now: new Date('2027-03-15T11:00:00Z') });
    expect(mail.to(reader.email).map((message) => message.subject)).toEqual([
      'Your weekly digest: 1 new report',
    ]);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('turns the type off without a sign-in; a tampered or expired link says so and changes nothing', async () => {
    clock.set(new Date(Math.floor(Date.now() / 1000) * 1000));
    const reader = await member();
    mail.sent.length = 0;
    await upload(reader.type.id);
    await t.runJobs();
    const [alert] = mail.to(reader.email);
    const link = /^<(?:https?:\/\/[^/]*)?(\/api\/alerts\/unsubscribe\/\?token=[^>]+)>$/.exec(
      alert!.headers!['List-Unsubscribe']!,
    )![1]!;
    expect(alert!.text).toContain(`/unsubscribe?token=`);

    const tampered = link.replace(/.(?=$)/, (last) => (last === 'A' ? 'B' : 'A'));
    for (const method of ['GET', 'POST'] as const) {
      const refused = await t.app.inject({ method, url: tampered });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: false, message: AlertMessages.unsubscribeInvalid });
    }
    const described = await t.app.inject({ method: 'GET', url: link });
    expect(described.json()).toMatchObject({
      data: { email: reader.email, report_type_name: reader.type.name, frequency: 'immediate' },
    });
    expect((await preferences(reader.headers)).types[0]!.frequency).toBe('immediate');

    const expiredAt = clock.now();
    clock.advance(91 * 24 * 60 * 60_000);
    const expired = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ message: AlertMessages.unsubscribeExpired });
    clock.set(expiredAt);
    expect((await preferences(reader.headers)).types[0]!.frequency).toBe('immediate');

    const oneClick = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({
      message: `You will no longer receive alerts about ${reader.type.name}.`,
    });
    expect((await preferences(reader.headers)).types[0]).toMatchObject({ frequency: 'off', chosen: true });
    mail.sent.length = 0;
    await upload(reader.type.id);
    await t.runJobs();
    expect(mail.to(reader.email)).toEqual([]);
  });
});
