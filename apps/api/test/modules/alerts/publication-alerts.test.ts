import {
  AdminReportAlertsMessages,
  AdminReportAlertsResponseSchema,
  AlertPreferencesResponseSchema,
} from '@firm/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatAssignments, users } from '../../../src/platform/database/schema.js';
import { createTestApp, createTestClock, createTestServices, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, pdfWithText, subscribe } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { addAlertType, collectingMailer } from './alert-fixtures.js';

const MINUTE = 60_000;
const mail = collectingMailer();
// Subscriptions run from the database's now(): the clock starts on today.
const clock = createTestClock(new Date(Math.floor(Date.now() / 1000) * 1000));
let t: TestApp;
let editor: { authorization: string };
let organisations = 0;

beforeAll(async () => {
  t = await createTestApp({ clock, mailer: mail.mailer });
  await addStaff(t.database.db, 'alerts-editor@firm.test', 'editor');
  editor = await bearerHeaders(t.app, 'alerts-editor@firm.test');
});
afterAll(async () => {
  await t.close();
});

/** An organisation of these people (the first the owner) with an enterprise subscription to the type, all seated. */
async function readersOf(typeName: string, names: string[], options: { expired?: boolean } = {}) {
  organisations += 1;
  const domain = `alerts-${organisations}.test`;
  const emails = names.map((name) => `${name}@${domain}`);
  const { tenantId, userIds } = await addOrganisation(t.database.db, `Alerts ${organisations} Ltd`, emails);
  await subscribe(t.database.db, tenantId, typeName, options);
  return { tenantId, emails, userIds };
}

let files = 0;
/** Uploads a new PDF of the type as the editor (the back office's upload, which the CLI import uses too). */
async function upload(typeId: number, options: { fileName?: string; text?: string; quiet?: boolean } = {}) {
  files += 1;
  const bytes = await pdfWithText(
    options.text ?? `Alert test report ${files} ${Math.random()}: arabica prices rise.`,
  );
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/reports/?type=${typeId}&file_name=${encodeURIComponent(options.fileName ?? `alert-test-${files}.pdf`)}${options.quiet ? '&quiet=true' : ''}`,
    headers: { ...editor, 'content-type': 'application/pdf' },
    payload: Buffer.from(bytes),
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json<{ data: { id: number } }>().data.id, bytes };
}

const recipients = () => mail.sent.map((message) => message.to).sort();

describe('publication alerts (issue 42)', () => {
  it('mails each active, seated member once: name, date, summary and a portal link, never the file', async () => {
    const type = await addAlertType(t.database.db);
    const readers = await readersOf(type.name, ['owner', 'member', 'billing', 'suspended']);
    const db = t.database.db;
    await db.update(users).set({ role: 'billing' }).where(eq(users.id, readers.userIds[2]!));
    await db
      .update(users)
      .set({ status: 'disabled', suspendedBy: 'firm' })
      .where(eq(users.id, readers.userIds[3]!));
    const expired = await readersOf(type.name, ['lapsed'], { expired: true });
    // A member of a reading organisation without a seat (a single-user tier: one seat, taken by the owner).
    const single = await addOrganisation(db, 'Single Seat Ltd', ['first@single.test', 'second@single.test']);
    await subscribe(db, single.tenantId, type.name, { tier: 'subscription_price_for_single_user' });

    mail.sent.length = 0;
    const report = await upload(type.id);
    await t.runJobs();

    expect(recipients()).toEqual([readers.emails[0], readers.emails[1], 'first@single.test'].sort());
    expect(mail.to(expired.emails[0]!)).toEqual([]);
    const [message] = mail.to(readers.emails[0]!);
    expect(message!.subject).toMatch(/^New report: /);
    expect(message!.text).toContain(`/client/reports/${report.id}`);
    expect(message!.text).toContain('arabica prices rise');
    expect(message!.text).toContain(`You receive this because you hold a seat for ${type.name}`);
    expect(message!.attachments).toBeUndefined();
    expect(message!.headers!['List-Unsubscribe']).toMatch(/^<.*\/api\/alerts\/unsubscribe\/\?token=[^>]+>$/);
    expect(message!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The back office sees how many were told and when.
    const alerts = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/alerts/?ids=${report.id},${report.id + 100_000}`,
      headers: editor,
    });
    expect(AdminReportAlertsResponseSchema.parse(alerts.json()).data).toEqual([
      {
        report_id: report.id,
        told: 3,
        waiting: 0,
        first_sent_at: clock.now().toISOString(),
        last_sent_at: clock.now().toISOString(),
      },
      { report_id: report.id + 100_000, told: 0, waiting: 0, first_sent_at: null, last_sent_at: null },
    ]);
    const badIds = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/alerts/?ids=1,x',
      headers: editor,
    });
    expect(badIds.statusCode).toBe(400);
    expect(badIds.json()).toMatchObject({ message: AdminReportAlertsMessages.ids });
  });

  it('tells nobody twice: a re-upload of the file, a re-publication, a retried job, two workers', async () => {
    const type = await addAlertType(t.database.db);
    const readers = await readersOf(type.name, ['one', 'two', 'three']);
    mail.sent.length = 0;

    // The mail server refuses the first send: that job is retried and sends once.
    mail.failNext(1);
    const report = await upload(type.id);
    // A second instance's worker on the same database, running at the same time.
    const other = createTestServices(t.database.db, { mailer: mail.mailer, clock });
    await Promise.all([t.runJobs(), other.jobs.runDue()]);
    clock.advance(2 * MINUTE);
    await t.runJobs();
    expect(recipients()).toEqual([...readers.emails].sort());

    // The same PDF again is the same report: nothing is announced.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/?type=${type.id}&file_name=again.pdf`,
      headers: { ...editor, 'content-type': 'application/pdf' },
      payload: Buffer.from(report.bytes),
    });
    expect(again.json()).toMatchObject({ outcome: 'duplicate' });
    // Unpublished and published again: those told already hear nothing more.
    for (const action of ['unpublish', 'publish']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${report.id}/${action}/`,
        headers: editor,
        payload: {},
      });
      expect(response.statusCode).toBe(200);
    }
    await Promise.all([t.runJobs(), other.jobs.runDue()]);
    expect(recipients()).toEqual([...readers.emails].sort());
  });

  it('sends nothing to a member unseated or suspended before the mail leaves, nor of a report unpublished by then', async () => {
    const type = await addAlertType(t.database.db);
    const readers = await readersOf(type.name, ['stays', 'unseated', 'suspended']);
    mail.sent.length = 0;
    const uploadedAt = clock.now();
    await upload(type.id);
    // The announcement runs; its mails are queued for a minute later.
    clock.advance(MINUTE);
    await t.runJobs({ now: uploadedAt });
    expect(mail.sent).toEqual([]);
    await t.database.db.delete(seatAssignments).where(and(eq(seatAssignments.userId, readers.userIds[1]!)));
    await t.database.db
      .update(users)
      .set({ status: 'disabled', suspendedBy: 'organisation' })
      .where(eq(users.id, readers.userIds[2]!));
    await t.runJobs();
    expect(recipients()).toEqual([readers.emails[0]]);

    const other = await addAlertType(t.database.db);
    const later = await readersOf(other.name, ['reader']);
    mail.sent.length = 0;
    const at = clock.now();
    const report = await upload(other.id);
    clock.advance(MINUTE);
    await t.runJobs({ now: at });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${report.id}/unpublish/`,
      headers: editor,
      payload: {},
    });
    await t.runJobs();
    expect(mail.to(later.emails[0]!)).toEqual([]);
  });

  it('publishes quietly when the editor asks, and announces a future date when the clock reaches it', async () => {
    const type = await addAlertType(t.database.db);
    const readers = await readersOf(type.name, ['reader']);
    const report = await upload(type.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${report.id}/unpublish/`,
      headers: editor,
      payload: {},
    });
    mail.sent.length = 0;
    // Unpublished before its announcement ran: then published again quietly.
    await t.runJobs();
    const quiet = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${report.id}/publish/`,
      headers: editor,
      payload: { quiet: true },
    });
    expect(quiet.statusCode).toBe(200);
    await t.runJobs();
    expect(mail.sent).toEqual([]);
    // An upload made quietly too.
    await upload(type.id, { quiet: true });
    await t.runJobs();
    expect(mail.sent).toEqual([]);

    const inTwoDays = new Date(clock.now().getTime() + 2 * 24 * 60 * MINUTE);
    const day = inTwoDays.toISOString().slice(0, 10);
    await upload(type.id, { fileName: `${day} future issue.pdf` });
    await t.runJobs();
    expect(mail.sent).toEqual([]);
    await t.runJobs({ now: new Date(`${day}T00:00:00Z`) });
    expect(recipients()).toEqual(readers.emails);
  });

  it('follows the member’s choice: off tells nothing; in-depth types start on the weekly digest', async () => {
    const weekly = await addAlertType(t.database.db);
    const inDepth = await addAlertType(t.database.db, 'in_depth');
    const readers = await readersOf(weekly.name, ['chooser']);
    await subscribe(t.database.db, readers.tenantId, inDepth.name);
    const headers = await bearerHeaders(t.app, readers.emails[0]!);
    const before = await t.app.inject({ method: 'GET', url: '/api/alerts/preferences/', headers });
    const types = AlertPreferencesResponseSchema.parse(before.json()).data.types;
    expect(types.map((type) => [type.report_type, type.frequency, type.chosen])).toEqual(
      expect.arrayContaining([
        [weekly.id, 'immediate', false],
        [inDepth.id, 'weekly', false],
      ]),
    );
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/alerts/preferences/',
      headers,
      payload: { types: [{ report_type: weekly.id, frequency: 'off' }] },
    });
    expect(off.statusCode).toBe(200);
    mail.sent.length = 0;
    await upload(weekly.id);
    await upload(inDepth.id);
    await t.runJobs();
    expect(mail.sent).toEqual([]);
  });
});
