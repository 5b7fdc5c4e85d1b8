import { createHash } from 'node:crypto';
import { AdminReportMessages, REPORT_PDF_LIMITS } from '@firm/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../src/platform/database/schema.js';
import { RuleRefusedError } from '../../src/platform/errors.js';
import { pdfWithContentStream, showText } from '../support/crafted-pdfs.js';
import { createTestApp, createTestServices, TEST_ACCOUNTS, type TestApp } from '../support/index.js';
import { bearerHeaders, reportTypeId } from '../support/report-fixtures.js';

/**
 * Issue 39, point 4: a report's PDF is read within bounds. A small file can expand to far more than its size
 * (a compressed content stream of one byte repeated shrinks about a thousandfold), and reading its text took the
 * server's memory and time with it. Its text is now read in a process of its own, with a memory cap, a time limit,
 * a page cap and a cap on the text: a file over one is refused with the message naming it, nothing of it is kept,
 * and the server answers others while it is read. The memory cap is lowered here so the crafted file reaches it
 * in seconds rather than in tens of seconds; it reaches the default one too.
 */
const MEMORY_MB = 64;
/** The time limit of the test that reaches it, lowered from 30 seconds. */
const SECONDS = 0.25;

let t: TestApp;
let admin: { authorization: string };
let coffee: number;

beforeAll(async () => {
  t = await createTestApp({ reportPdfLimits: { ...REPORT_PDF_LIMITS, memoryMb: MEMORY_MB } });
  admin = await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password);
  coffee = await reportTypeId(t.services.db, 'Coffee Weekly Report');
});
afterAll(async () => {
  await t.close();
});

function upload(fileName: string, bytes: Uint8Array) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/reports/?type=${coffee}&file_name=${encodeURIComponent(fileName)}`,
    headers: { ...admin, 'content-type': 'application/pdf' },
    payload: Buffer.from(bytes),
  });
}

const reportCount = async () =>
  (await t.services.db.select({ count: sql<number>`count(*)::int` }).from(reports))[0]!.count;
const stored = (bytes: Uint8Array) =>
  t.files.exists(`reports/${createHash('sha256').update(bytes).digest('hex')}.pdf`);

describe('a report PDF is read within bounds (issue 39)', () => {
  it('refuses a small PDF whose text fills memory at the memory cap, keeps nothing, and answers others meanwhile', async () => {
    // 64 MiB of one letter in a string the page shows: about 64 KB compressed.
    const bomb = await pdfWithContentStream([
      'BT /F1 12 Tf 72 770 Td (',
      { byte: 0x61, length: 64 * 1024 * 1024 },
      ') Tj ET\n',
    ]);
    expect(bomb.byteLength).toBeLessThan(200_000);
    const before = await reportCount();

    let settled = false;
    const uploading = upload('memory.pdf', bomb).finally(() => {
      settled = true;
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.statusCode).toBe(200);
    expect(settled).toBe(false);

    const refused = await uploading;
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      status: false,
      message: AdminReportMessages.tooMuchMemory('memory.pdf', MEMORY_MB),
    });
    expect(await reportCount()).toBe(before);
    expect(await stored(bomb)).toBe(false);
  }, 90_000);

  it('refuses a PDF that takes longer to read than the time limit, keeping nothing', async () => {
    // The graphics state saved and restored 8 million times (32 MiB, about 33 KB compressed): read whole within a
    // heap of 24 MB, a tenth of the cap, in seconds (8 on a busy two-core machine). The time limit, which starts
    // once the reading process has loaded pdf.js, is lowered to a quarter of a second.
    const mebibyte = 'q Q\n'.repeat(256 * 1024);
    const slow = await pdfWithContentStream([...Array<string>(32).fill(mebibyte), showText('Late')]);
    const impatient = createTestServices(t.services.db, {
      files: t.files,
      reportPdfLimits: { ...REPORT_PDF_LIMITS, seconds: SECONDS },
    });
    const before = await reportCount();
    const upload = impatient.adminReports.upload(
      { id: null, email: 'test:bounds' },
      { reportTypeId: coffee, fileName: 'slow.pdf', bytes: slow },
    );
    await expect(upload).rejects.toThrow(RuleRefusedError);
    await expect(upload).rejects.toThrow(AdminReportMessages.tooSlow('slow.pdf', SECONDS));
    expect(await reportCount()).toBe(before);
    expect(await stored(slow)).toBe(false);
  }, 90_000);

  it('refuses a PDF of more pages than the cap before reading their text, keeping nothing', async () => {
    const pages = REPORT_PDF_LIMITS.pages + 1;
    const long = await pdfWithContentStream([showText('A page')], pages);
    const before = await reportCount();
    const refused = await upload('long.pdf', long);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      AdminReportMessages.tooManyPages('long.pdf', pages, REPORT_PDF_LIMITS.pages),
    );
    expect(await reportCount()).toBe(before);
    expect(await stored(long)).toBe(false);
  }, 90_000);

  it('refuses a PDF holding more text than the cap, keeping nothing', async () => {
    // Four pages of 8,000 lines of 100 letters in a tiny font: 3.2 million characters from a file of a few kilobytes.
    const line = `(${'b'.repeat(100)}) '\n`;
    const wordy = await pdfWithContentStream(
      ['BT /F1 1 Tf 0.1 TL 72 800 Td\n', line.repeat(8000), 'ET\n'],
      4,
    );
    const before = await reportCount();
    const refused = await upload('wordy.pdf', wordy);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      AdminReportMessages.tooMuchText('wordy.pdf', REPORT_PDF_LIMITS.characters),
    );
    expect(await reportCount()).toBe(before);
    expect(await stored(wordy)).toBe(false);
  }, 90_000);

  it('still reads a crafted PDF within the bounds', async () => {
    const fine = await pdfWithContentStream([showText('Arabica rose as rain missed Minas Gerais.')]);
    const imported = await upload('2026-03-02 fine.pdf', fine);
    expect(imported.statusCode).toBe(201);
    expect(imported.json().data.summary).toBe('Arabica rose as rain missed Minas Gerais.');
    expect(await stored(fine)).toBe(true);
  }, 90_000);
});
