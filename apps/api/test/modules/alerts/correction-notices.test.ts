import { AdminReportMessages, CorrectionNoticeMessages, CorrectionNoticeResponseSchema } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRECTION_SUBJECT } from '../../../src/modules/alerts/correction-mails.js';
import { users } from '../../../src/platform/database/schema.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, pdfWithText, subscribe } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { addAlertType, collectingMailer } from './alert-fixtures.js';

const mail = collectingMailer();
const clock = createTestClock(new Date(Math.floor(Date.now() / 1000) * 1000));
const MINUTE = 60_000;
let t: TestApp;
let editor: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ clock, mailer: mail.mailer });
  await addStaff(t.database.db, 'correction-editor@firm.test', 'editor');
  editor = await bearerHeaders(t.app, 'correction-editor@firm.test');
});
afterAll(async () => {
  await t.close();
});

const pdf = async (text: string) => Buffer.from(await pdfWithText(text));

async function upload(typeId: number, text: string | Buffer) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/reports/?type=${typeId}&file_name=correction-${Math.random()}.pdf&quiet=true`,
    headers: { ...editor, 'content-type': 'application/pdf' },
    payload: typeof text === 'string' ? await pdf(text) : text,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

const replace = async (reportId: number, payload: Buffer, contentType = 'application/pdf') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/reports/${reportId}/file?file_name=corrected.pdf`,
    headers: { ...editor, 'content-type': contentType },
    payload,
  });

/** The file a member gets from the library (a delivery the download log records), as text. */
async function fetchFile(email: string, reportId: number, operation: 'view' | 'download') {
  const presigned = await t.app.inject({
    method: 'POST',
    url: '/api/reports/generate-presigned-url/',
    headers: await bearerHeaders(t.app, email),
    payload: { id: reportId, operation },
  });
  expect(presigned.statusCode).toBe(200);
  const url = new URL(presigned.json<{ url: string }>().url);
  const file = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(file.statusCode).toBe(200);
  return (await extractText(new Uint8Array(file.rawPayload), { mergePages: true })).text;
}

const notice = async (reportId: number) =>
  CorrectionNoticeResponseSchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/reports/${reportId}/correction-notice/`,
        headers: editor,
      })
    ).json(),
  ).data;

const send = (reportId: number, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/reports/${reportId}/correction-notice/`,
    headers: editor,
    payload,
  });

describe('replacing a report’s PDF and the correction notice (issue 42)', () => {
  it('tells every member who downloaded an earlier file, once, and nobody else', async () => {
    const type = await addAlertType(t.database.db);
    const emails = [
      'kept@corrections.test',
      'viewed@corrections.test',
      'again@corrections.test',
      'gone@corrections.test',
    ];
    const { tenantId, userIds } = await addOrganisation(t.database.db, 'Corrections Ltd', emails);
    await subscribe(t.database.db, tenantId, type.name);
    const first = await pdf('Cocoa arrivals: 120,000 tonnes in the week.');
    const reportId = await upload(type.id, first);

    expect(await notice(reportId)).toEqual({
      report_id: reportId,
      file_replaced_at: null,
      recipients: 0,
      sent_at: null,
      sent_to: 0,
    });
    const early = await send(reportId);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ message: CorrectionNoticeMessages.notReplaced });

    expect(await fetchFile('kept@corrections.test', reportId, 'download')).toContain('120,000 tonnes');
    await fetchFile('viewed@corrections.test', reportId, 'view');
    await fetchFile('again@corrections.test', reportId, 'download');
    await fetchFile('gone@corrections.test', reportId, 'download');

    clock.advance(MINUTE);
    const same = await replace(reportId, first);
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ message: AdminReportMessages.sameFile });
    const another = await pdf('Another report entirely.');
    const otherId = await upload(type.id, another);
    const other = await replace(reportId, another);
    expect(other.json()).toMatchObject({ message: expect.stringContaining(`report ${otherId}`) });
    const notPdf = await replace(reportId, Buffer.from('plain text'), 'text/plain');
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toMatchObject({ message: AdminReportMessages.notPdf });
    expect(await fetchFile('viewed@corrections.test', reportId, 'view')).toContain('120,000 tonnes');

    const replaced = await replace(
      reportId,
      await pdf('Cocoa arrivals: 102,000 tonnes in the week (corrected).'),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      message: AdminReportMessages.replaced('corrected.pdf'),
      data: { id: reportId, file_replaced_at: clock.now().toISOString() },
    });
    // The library serves the new file; the archive finds its words and no longer the old ones.
    clock.advance(MINUTE);
    expect(await fetchFile('again@corrections.test', reportId, 'download')).toContain('102,000 tonnes');
    const archive = await t.services.archive.search(
      { signedIn: false, client: null },
      { pdf_search: '102,000', page: 1 },
    );
    expect(archive.data.results.map((result) => result.id)).toContain(reportId);
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, userIds[3]!));

    expect(await notice(reportId)).toMatchObject({ recipients: 1, sent_at: null, sent_to: 0 });
    const tooLong = await send(reportId, { note: 'n'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: CorrectionNoticeMessages.note });

    mail.sent.length = 0;
    const sent = await send(reportId, { note: 'The arrivals figure was 102,000 tonnes, not 120,000.' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      message: CorrectionNoticeMessages.sent(1),
      data: { recipients: 1, sent_at: clock.now().toISOString(), sent_to: 1 },
    });
    await t.runJobs();
    expect(mail.sent.map((message) => message.to)).toEqual(['kept@corrections.test']);
    const [message] = mail.sent;
    expect(message!.subject).toMatch(CORRECTION_SUBJECT({ name: '' }).trim());
    expect(message!.text).toContain('The arrivals figure was 102,000 tonnes, not 120,000.');
    expect(message!.text).toContain(`/client/reports/${reportId}`);
    expect(message!.attachments ?? []).toEqual([]);

    const twice = await send(reportId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: CorrectionNoticeMessages.alreadySent });
    await t.runJobs();
    expect(mail.sent).toHaveLength(1);
  });

  it('refuses a notice nobody would receive, and a report that does not exist', async () => {
    const type = await addAlertType(t.database.db);
    const reportId = await upload(type.id, 'Sugar output in Brazil: 40 million tonnes.');
    clock.advance(MINUTE);
    expect(
      (await replace(reportId, await pdf('Sugar output in Brazil: 41 million tonnes.'))).statusCode,
    ).toBe(200);
    const publication = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${reportId}/${action}/`,
        headers: editor,
        payload: {},
      });
    expect((await publication('unpublish')).statusCode).toBe(200);
    const unpublished = await send(reportId);
    expect(unpublished.statusCode).toBe(422);
    expect(unpublished.json()).toMatchObject({ message: CorrectionNoticeMessages.unpublished });
    expect((await publication('publish')).statusCode).toBe(200);
    const nobody = await send(reportId);
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json()).toMatchObject({ message: CorrectionNoticeMessages.nobody });
    for (const response of [
      await send(2_000_000_000),
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/reports/2000000000/correction-notice/',
        headers: editor,
      }),
      await replace(2_000_000_000, await pdf('Nothing')),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: AdminReportMessages.notFound });
    }
  });
});
