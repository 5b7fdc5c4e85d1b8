import {
  ADMIN_REPORT_MAX_BYTES,
  AdminReportMessages,
  AdminReportResponseSchema,
  AdminReportsResponseSchema,
  AdminReportUploadResponseSchema,
} from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticateMessages } from '../../../src/platform/http/authenticate.js';
import { removeReportFile } from '../../../src/modules/reports/report-file-removal.js';
import { fileDeliveries, reports, users } from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import {
  addOrganisation,
  addReport,
  bearerHeaders,
  pdfWithText,
  reportTypeId,
  subscribe,
} from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { staffActionRows } from '../../support/activity-records.js';

let t: TestApp;
let headers: Record<'admin' | 'editor' | 'finance' | 'client', { authorization: string }>;
let coffee: number;
let cocoa: number;
let coffeeGroup: number;
const id = { arabica: 0, robusta: 0, cocoa: 0, uploaded: 0 };

type Caller = keyof typeof headers;

beforeAll(async () => {
  t = await createTestApp();
  // Subscriptions run from the database's now(): the clock stays on today.
  t.clock.set(new Date(Math.floor(Date.now() / 1000) * 1000).toISOString());
  const { db } = t.services;
  await db.delete(reports);
  await addStaff(db, 'editor@firm.test', 'editor');
  await addStaff(db, 'finance@firm.test', 'finance');
  const roasters = await addOrganisation(db, 'Roasters Ltd', ['ana@roasters.test']);
  await subscribe(db, roasters.tenantId, 'Coffee Weekly Report');
  await subscribe(db, roasters.tenantId, 'Cocoa In-Depth Report');
  headers = {
    admin: await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password),
    editor: await bearerHeaders(t.app, 'editor@firm.test'),
    finance: await bearerHeaders(t.app, 'finance@firm.test'),
    client: await bearerHeaders(t.app, 'ana@roasters.test'),
  };
  coffee = await reportTypeId(db, 'Coffee Weekly Report');
  cocoa = await reportTypeId(db, 'Cocoa In-Depth Report');
  coffeeGroup = await reportTypeId(db, 'Coffee');
  id.arabica = await addReport(db, t.files, {
    type: 'Coffee Weekly Report',
    name: 'Arabica outlook',
    summary: 'Frost in Minas Gerais lifts arabica.',
    publishedAt: '2026-01-10T00:00:00Z',
  });
  id.robusta = await addReport(db, t.files, {
    type: 'Coffee Weekly Report',
    name: 'Robusta harvest',
    summary: 'Vietnam harvest begins; 100% on time.',
    publishedAt: '2026-02-20T00:00:00Z',
  });
  id.cocoa = await addReport(db, t.files, {
    type: 'Cocoa In-Depth Report',
    name: 'Cocoa mid-crop',
    summary: 'Ivory Coast arrivals.',
    publishedAt: null,
  });
});
afterAll(async () => {
  await t.close();
});

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  caller: Caller | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: caller ? headers[caller] : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function names(query = '') {
  const response = await inject('GET', `/api/admin/reports/?${query}`, 'admin');
  expect(response.statusCode).toBe(200);
  return AdminReportsResponseSchema.parse(response.json()).data.map((report) => report.name);
}

function upload(fileName: string, bytes: Uint8Array, type: number, caller: Caller = 'editor') {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/reports/?type=${type}&file_name=${encodeURIComponent(fileName)}`,
    headers: { ...headers[caller], 'content-type': 'application/pdf' },
    payload: Buffer.from(bytes),
  });
}

const auditOf = (reportId: number, action?: string) =>
  staffActionRows(t.services.db, { targetId: String(reportId), ...(action ? { action } : {}) });

describe('GET /api/admin/reports/', () => {
  it('lists every report, newest first, in the contract shape', async () => {
    const response = await inject('GET', '/api/admin/reports/', 'editor');
    expect(response.statusCode).toBe(200);
    const body = AdminReportsResponseSchema.parse(response.json());
    expect(body.count).toBe(3);
    expect(body.data.map((report) => report.id)).toEqual([id.cocoa, id.robusta, id.arabica]);
    expect(body.data[1]).toMatchObject({
      name: 'Robusta harvest',
      report_type: coffee,
      report_type_name: 'Coffee Weekly Report',
      published_at: '2026-02-20T00:00:00.000Z',
      unpublished_at: null,
    });
    expect(body.data[1]!.file_size).toBeGreaterThan(0);
    expect(body.data[1]!.total_word_count).toBeGreaterThan(0);
  });

  it('sorts, searches literally, filters by type and publication dates, and pages on the server', async () => {
    expect(await names('sort=name&direction=asc')).toEqual([
      'Arabica outlook',
      'Cocoa mid-crop',
      'Robusta harvest',
    ]);
    expect(await names('sort=published_at&direction=desc')).toEqual([
      'Robusta harvest',
      'Arabica outlook',
      'Cocoa mid-crop',
    ]);
    expect(await names('q=minas')).toEqual(['Arabica outlook']);
    expect(await names('q=100%25')).toEqual(['Robusta harvest']);
    expect(await names('q=10_%25')).toEqual([]);
    expect(await names(`type=${cocoa}`)).toEqual(['Cocoa mid-crop']);
    expect(await names('published_from=2026-01-10&published_to=2026-01-10')).toEqual(['Arabica outlook']);
    expect(await names('published_from=2026-02-01')).toEqual(['Robusta harvest']);
    const page = AdminReportsResponseSchema.parse(
      (await inject('GET', '/api/admin/reports/?page=2&page_size=2&sort=name&direction=asc', 'admin')).json(),
    );
    expect({ count: page.count, names: page.data.map((report) => report.name) }).toEqual({
      count: 3,
      names: ['Robusta harvest'],
    });
  });

  it('refuses a bad query with its message', async () => {
    const cases: [string, string][] = [
      ['sort=size', 'Sort must be one of published_at, created_at, name.'],
      ['state=gone', AdminReportMessages.state],
      ['published_from=2026-02-30', AdminReportMessages.date],
      ['published_from=2026-03-01&published_to=2026-02-01', AdminReportMessages.dateRange],
      ['type=abc', AdminReportMessages.type],
      ['page=0', 'Page must be a whole number from 1.'],
    ];
    for (const [query, message] of cases) {
      const response = await inject('GET', `/api/admin/reports/?${query}`, 'admin');
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });

  it('is for admins and editors only', async () => {
    expect((await inject('GET', '/api/admin/reports/', 'finance')).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/reports/', 'client')).statusCode).toBe(403);
    const anonymous = await inject('GET', '/api/admin/reports/', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(AuthenticateMessages.missing);
  });
});

describe('POST /api/admin/reports/: a PDF into a report type', () => {
  it('imports through the CLI’s import (text, words, summary), audited; the same file again is a duplicate', async () => {
    const bytes = await pdfWithText('Coffee Weekly. Brazil frost lifts arabica futures as roasters hedge.');
    const first = await upload('2026-03-09 coffee weekly.pdf', bytes, coffee);
    expect(first.statusCode).toBe(201);
    const body = AdminReportUploadResponseSchema.parse(first.json());
    expect(body.outcome).toBe('imported');
    expect(body.data).toMatchObject({
      name: 'Coffee Weekly — 9 March 2026',
      report_type: coffee,
      published_at: '2026-03-09T00:00:00.000Z',
      file_size: bytes.byteLength,
    });
    expect(body.data.total_word_count).toBeGreaterThan(5);
    expect(body.data.summary).toContain('Brazil frost');
    id.uploaded = body.data.id;
    const [row] = await t.services.db.select().from(reports).where(eq(reports.id, body.data.id));
    expect(await t.files.exists(row!.fileKey)).toBe(true);
    expect(Object.keys(row!.wordFrequency).length).toBeGreaterThan(0);
    const audit = await auditOf(body.data.id, 'report_uploaded');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffEmail: 'editor@firm.test', targetType: 'report', before: null });
    expect(audit[0]!.after).toMatchObject({
      name: 'Coffee Weekly — 9 March 2026',
      file_name: '2026-03-09 coffee weekly.pdf',
    });

    const again = await upload('copy.pdf', bytes, cocoa, 'admin');
    expect(again.statusCode).toBe(200);
    const duplicate = AdminReportUploadResponseSchema.parse(again.json());
    expect(duplicate.outcome).toBe('duplicate');
    expect(duplicate.data.id).toBe(body.data.id);
    expect(duplicate.message).toBe(
      `copy.pdf is already report ${body.data.id}, "Coffee Weekly — 9 March 2026" (Coffee Weekly Report); nothing was imported.`,
    );
    expect(await auditOf(body.data.id, 'report_uploaded')).toHaveLength(1);
  });

  it('refuses what is not a readable PDF, a bad type or file name, with the message', async () => {
    const broken = await upload('broken.pdf', new TextEncoder().encode('not a pdf at all'), coffee);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^broken\.pdf could not be read as a PDF/);

    const pdf = await pdfWithText('Sugar freight rates climb.');
    const group = await upload('sugar.pdf', pdf, coffeeGroup);
    expect(group.statusCode).toBe(422);
    expect(group.json().message).toMatch(/groups other types and is not sold itself/);

    const unknown = await upload('sugar.pdf', pdf, 999999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Report type 999999 does not exist.');

    const badName = await upload('sugar.txt', pdf, coffee);
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toBe(AdminReportMessages.fileName);

    const json = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/?type=${coffee}&file_name=a.pdf`,
      headers: headers.editor,
      payload: { pdf: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(AdminReportMessages.notPdf);

    const image = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/?type=${coffee}&file_name=a.pdf`,
      headers: { ...headers.editor, 'content-type': 'image/png' },
      payload: Buffer.from([1, 2, 3]),
    });
    expect(image.statusCode).toBe(415);
    expect(image.json().message).toBe(AdminReportMessages.notPdf);

    const tooLarge = await upload('huge.pdf', new Uint8Array(ADMIN_REPORT_MAX_BYTES + 1), coffee);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(AdminReportMessages.tooLarge);

    const empty = await upload('empty.pdf', new Uint8Array(), coffee);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(AdminReportMessages.empty);
  });

  it('is refused to finance and clients', async () => {
    const pdf = await pdfWithText('Refused upload.');
    expect((await upload('x.pdf', pdf, coffee, 'finance')).statusCode).toBe(403);
    expect((await upload('x.pdf', pdf, coffee, 'client')).statusCode).toBe(403);
  });

  it('refuses an anonymous or non-staff caller before reading the body', async () => {
    const large = Buffer.alloc(40 * 1024 * 1024, 0x25);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/?type=${coffee}&file_name=big.pdf`,
      headers: { 'content-type': 'application/pdf' },
      payload: large,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(AuthenticateMessages.missing);
    const client = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/?type=${coffee}&file_name=big.pdf`,
      headers: { ...headers.client, 'content-type': 'application/pdf' },
      payload: large,
    });
    expect(client.statusCode).toBe(403);
  });
});

describe('PATCH /api/admin/reports/:id/', () => {
  it('edits name, summary, date and type, audited with before and after', async () => {
    const response = await inject('PATCH', `/api/admin/reports/${id.arabica}/`, 'editor', {
      name: '  Arabica outlook, revised ',
      summary: 'Frost risk fades.',
      published_at: '2026-01-12',
      report_type: cocoa,
    });
    expect(response.statusCode).toBe(200);
    expect(AdminReportResponseSchema.parse(response.json()).data).toMatchObject({
      name: 'Arabica outlook, revised',
      summary: 'Frost risk fades.',
      published_at: '2026-01-12T00:00:00.000Z',
      report_type: cocoa,
      report_type_name: 'Cocoa In-Depth Report',
    });
    const [audit] = await auditOf(id.arabica, 'report_updated');
    expect(audit).toMatchObject({
      staffEmail: 'editor@firm.test',
      before: {
        name: 'Arabica outlook',
        summary: 'Frost in Minas Gerais lifts arabica.',
        published_at: '2026-01-10',
        report_type: coffee,
        report_type_name: 'Coffee Weekly Report',
      },
      after: {
        name: 'Arabica outlook, revised',
        summary: 'Frost risk fades.',
        published_at: '2026-01-12',
        report_type: cocoa,
        report_type_name: 'Cocoa In-Depth Report',
      },
    });
    // Back as it was, and a date taken away.
    const back = await inject('PATCH', `/api/admin/reports/${id.arabica}/`, 'admin', {
      name: 'Arabica outlook',
      report_type: coffee,
      published_at: '2026-01-10',
    });
    expect(back.statusCode).toBe(200);
    expect(await auditOf(id.arabica, 'report_updated')).toHaveLength(2);
  });

  it('records nothing when nothing changes', async () => {
    const response = await inject('PATCH', `/api/admin/reports/${id.robusta}/`, 'admin', {
      name: 'Robusta harvest',
    });
    expect(response.statusCode).toBe(200);
    expect(await auditOf(id.robusta, 'report_updated')).toHaveLength(0);
  });

  it('refuses bad fields with their messages, and answers 404 for no such report', async () => {
    const cases: [unknown, number, string][] = [
      [{}, 400, AdminReportMessages.nothingToChange],
      [{ name: '   ' }, 400, AdminReportMessages.name],
      [{ name: 'x'.repeat(301) }, 400, AdminReportMessages.nameLength],
      [{ published_at: '2026-13-01' }, 400, AdminReportMessages.date],
      [{ report_type: 'coffee' }, 400, AdminReportMessages.type],
      [{ report_type: 999999 }, 400, 'Report type 999999 does not exist.'],
      [
        { report_type: coffeeGroup },
        422,
        'Report type "Coffee" groups other types and is not sold itself; import into one of its nested types.',
      ],
      [{ colour: 'red' }, 400, 'Unrecognized key: "colour"'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await inject('PATCH', `/api/admin/reports/${id.robusta}/`, 'admin', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    for (const missing of ['999999', 'abc', '0', '99999999999']) {
      const response = await inject('PATCH', `/api/admin/reports/${missing}/`, 'admin', { name: 'X' });
      expect(response.statusCode, missing).toBe(404);
      expect(response.json().message).toBe(AdminReportMessages.notFound);
    }
    expect(
      (await inject('PATCH', `/api/admin/reports/${id.robusta}/`, 'finance', { name: 'X' })).statusCode,
    ).toBe(403);
  });
});

describe('unpublishing: the report leaves what clients read until it is published again', () => {
  async function libraryIds() {
    const response = await inject('GET', '/api/reports/report/acess/', 'client');
    expect(response.statusCode).toBe(200);
    return (response.json().data as { reports: { id: number }[] }[]).flatMap((group) =>
      group.reports.map((report) => report.id),
    );
  }
  const archiveIds = async (search: string) => {
    const response = await inject('GET', `/api/reports/elastic-search/?pdf_search=${search}`, 'client');
    expect(response.statusCode).toBe(200);
    return (response.json().data.results as { id: number }[]).map((report) => report.id);
  };
  const presign = (reportId: number) =>
    inject('POST', '/api/reports/generate-presigned-url/', 'client', { id: reportId, operation: 'download' });

  it('hides an unpublished report from the library, the archive, bookmarks and downloads of a subscribed client', async () => {
    expect(await libraryIds()).toContain(id.robusta);
    const link = await presign(id.robusta);
    expect(link.statusCode).toBe(200);
    const signed = new URL(link.json().url as string);
    expect(await archiveIds('vietnam')).toContain(id.robusta);
    expect(
      (await inject('POST', '/api/reports/bookmarks/', 'client', { report_id: id.robusta })).statusCode,
    ).toBe(201);

    const response = await inject('POST', `/api/admin/reports/${id.robusta}/unpublish/`, 'editor', {
      reason: 'Wrong figures',
    });
    expect(response.statusCode).toBe(200);
    expect(AdminReportResponseSchema.parse(response.json()).data.unpublished_at).toBe(
      t.clock.now().toISOString(),
    );
    const [audit] = await auditOf(id.robusta, 'report_unpublished');
    expect(audit).toMatchObject({
      reason: 'Wrong figures',
      after: { unpublished_at: t.clock.now().toISOString() },
    });

    expect(await libraryIds()).not.toContain(id.robusta);
    expect(await archiveIds('vietnam')).not.toContain(id.robusta);
    const bookmarks = await inject('GET', '/api/reports/bookmarks/', 'client');
    expect((bookmarks.json().data as { report_id: number }[]).map((b) => b.report_id)).not.toContain(
      id.robusta,
    );
    expect(
      (await inject('POST', '/api/reports/bookmarks/', 'client', { report_id: id.robusta })).statusCode,
    ).toBe(404);
    expect((await presign(id.robusta)).statusCode).toBe(404);
    // A link given before the report was unpublished no longer opens it.
    expect(
      (await t.app.inject({ method: 'GET', url: `${signed.pathname}${signed.search}` })).statusCode,
    ).toBe(404);
    // Staff still see it, and can filter by state.
    expect(await names('state=unpublished')).toEqual(['Robusta harvest']);
    expect(await names('state=published')).not.toContain('Robusta harvest');

    const twice = await inject('POST', `/api/admin/reports/${id.robusta}/unpublish/`, 'editor', {});
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(AdminReportMessages.alreadyUnpublished);
  });

  it('publishes it again, audited, and clients see it once more', async () => {
    const response = await inject('POST', `/api/admin/reports/${id.robusta}/publish/`, 'admin', {});
    expect(response.statusCode).toBe(200);
    expect(AdminReportResponseSchema.parse(response.json()).data.unpublished_at).toBeNull();
    const [audit] = await auditOf(id.robusta, 'report_republished');
    expect(audit).toMatchObject({ reason: null, after: { unpublished_at: null } });
    expect(await libraryIds()).toContain(id.robusta);
    expect((await presign(id.robusta)).statusCode).toBe(200);
    const again = await inject('POST', `/api/admin/reports/${id.robusta}/publish/`, 'admin', {});
    expect(again.json().message).toBe(AdminReportMessages.alreadyPublished);
  });

  it('refuses a reason too long, other roles and unknown reports', async () => {
    const long = await inject('POST', `/api/admin/reports/${id.robusta}/unpublish/`, 'admin', {
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A reason may hold at most 500 characters.');
    expect(
      (await inject('POST', `/api/admin/reports/${id.robusta}/unpublish/`, 'finance', {})).statusCode,
    ).toBe(403);
    expect((await inject('POST', `/api/admin/reports/${id.robusta}/publish/`, 'client', {})).statusCode).toBe(
      403,
    );
    expect((await inject('POST', '/api/admin/reports/999999/unpublish/', 'admin', {})).statusCode).toBe(404);
  });
});

describe('GET /api/admin/reports/:id/file: the stored PDF for staff', () => {
  it('serves the PDF inline to admins and editors, not to others', async () => {
    const response = await inject('GET', `/api/admin/reports/${id.cocoa}/file`, 'editor');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="report-${id.cocoa}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await inject('GET', `/api/admin/reports/${id.cocoa}/file`, 'finance')).statusCode).toBe(403);
    expect((await inject('GET', `/api/admin/reports/${id.cocoa}/file`, 'client')).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/reports/999999/file', 'admin')).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/reports/:id/', () => {
  it('deletes the report and its file, audited with what it was; a second delete finds nothing', async () => {
    const [row] = await t.services.db.select().from(reports).where(eq(reports.id, id.uploaded));
    expect((await inject('DELETE', `/api/admin/reports/${id.uploaded}/`, 'finance')).statusCode).toBe(403);
    const response = await inject('DELETE', `/api/admin/reports/${id.uploaded}/`, 'editor');
    expect(response.statusCode).toBe(200);
    expect(await t.services.db.select().from(reports).where(eq(reports.id, id.uploaded))).toEqual([]);
    // The file leaves through the job queued with the deletion.
    expect(await t.files.exists(row!.fileKey)).toBe(true);
    expect((await t.services.jobs.runDue()).done).toBeGreaterThanOrEqual(1);
    expect(await t.files.exists(row!.fileKey)).toBe(false);
    const [audit] = await auditOf(id.uploaded, 'report_deleted');
    expect(audit).toMatchObject({
      staffEmail: 'editor@firm.test',
      before: {
        name: 'Coffee Weekly — 9 March 2026',
        report_type_name: 'Coffee Weekly Report',
        published_at: '2026-03-09',
      },
      after: null,
    });
    const twice = await inject('DELETE', `/api/admin/reports/${id.uploaded}/`, 'editor');
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(AdminReportMessages.notFound);
  });

  it('refuses to delete a report clients have read or downloaded: 409, the download log keeps it', async () => {
    const [ana] = await t.services.db.select().from(users).where(eq(users.email, 'ana@roasters.test'));
    await t.services.db
      .insert(fileDeliveries)
      .values({ reportId: id.robusta, userId: ana!.id, tenantId: ana!.tenantId, operation: 'download' });
    const response = await inject('DELETE', `/api/admin/reports/${id.robusta}/`, 'editor');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(AdminReportMessages.hasDeliveries);
    expect(await t.services.db.select().from(reports).where(eq(reports.id, id.robusta))).toHaveLength(1);
    expect(await auditOf(id.robusta, 'report_deleted')).toEqual([]);
  });

  it('removes the file once, safely twice, and keeps a file the same PDF uploaded again names', async () => {
    const bytes = await pdfWithText('Sugar weekly. Raws fell as Brazil crushed more cane than expected.');
    const first = AdminReportUploadResponseSchema.parse((await upload('sugar.pdf', bytes, coffee)).json());
    const [row] = await t.services.db.select().from(reports).where(eq(reports.id, first.data.id));
    const file = { fileKey: row!.fileKey, sha256: row!.fileSha256 };
    expect((await inject('DELETE', `/api/admin/reports/${first.data.id}/`, 'admin')).statusCode).toBe(200);

    // Uploaded again before the job ran: the job leaves the file, however often it runs.
    const again = await upload('sugar.pdf', bytes, coffee);
    expect(again.statusCode).toBe(201);
    await t.services.jobs.runDue();
    await removeReportFile(t.services.db, t.files, file);
    expect(await t.files.exists(file.fileKey)).toBe(true);

    // Gone for good: the first run removes it, the second finds nothing to do.
    const secondId = AdminReportUploadResponseSchema.parse(again.json()).data.id;
    await t.services.db.delete(reports).where(eq(reports.id, secondId));
    await removeReportFile(t.services.db, t.files, file);
    expect(await t.files.exists(file.fileKey)).toBe(false);
    await expect(removeReportFile(t.services.db, t.files, file)).resolves.toBeUndefined();
  });
});
