import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore, type FileStore } from '../../../src/platform/files/file-store.js';
import { reports, reportTypes } from '../../../src/platform/database/schema.js';
import { InvalidInputError } from '../../../src/platform/errors.js';
import type { AdminReports } from '../../../src/modules/reports/admin-reports.js';
import {
  importReportPdf,
  reportNameFromFileName,
  titleCase,
} from '../../../src/modules/reports/report-import.js';
import type { ReportsService } from '../../../src/modules/reports/service.js';
import { createTestDatabase, createTestServices, type TestDatabase } from '../../support/index.js';

const PARAGRAPHS = [
  'Arabica futures rose 4.2% on the week to 385.40 c/lb as dry weather in Minas Gerais worried the trade. Certified stocks fell again.',
  'Robusta followed, and Vietnamese farmers held back coffee. Roasters bought hand to mouth while differentials firmed.',
  'Funds added length for a third week. We keep our range and favour buying dips.',
];

/** A real two-page PDF: a title, a date line, a heading and wrapped paragraphs, drawn line by line. */
async function reportPdf(): Promise<Uint8Array> {
  // Fixed dates: pdf-lib stamps the current second otherwise, and the same report must be the same bytes.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const first = pdf.addPage([595.28, 841.89]);
  first.drawText('Coffee Weekly Report', { x: 60, y: 770, size: 20, font: bold });
  first.drawText('14 October 2025', { x: 60, y: 745, size: 10, font });
  first.drawText('In brief', { x: 60, y: 715, size: 13, font: bold });
  first.drawText(PARAGRAPHS[0]!, { x: 60, y: 695, size: 11, font, maxWidth: 470, lineHeight: 16 });
  first.drawText(PARAGRAPHS[1]!, { x: 60, y: 640, size: 11, font, maxWidth: 470, lineHeight: 16 });
  const second = pdf.addPage([595.28, 841.89]);
  second.drawText('Outlook', { x: 60, y: 770, size: 13, font: bold });
  second.drawText(PARAGRAPHS[2]!, { x: 60, y: 750, size: 11, font, maxWidth: 470, lineHeight: 16 });
  return pdf.save();
}

let database: TestDatabase;
let filesDir: string;
let files: FileStore;
let importer: ReportsService;
let adminReports: AdminReports;

/** A PDF in through the import the back office and the command line share (audited as an operator's). */
async function importPdf(input: { reportTypeId: number; bytes: Uint8Array; fileName: string }) {
  const { outcome, report } = await adminReports.upload({ id: null, email: 'test:import' }, input);
  return { status: outcome === 'imported' ? 'imported' : 'unchanged', id: report.id, name: report.name };
}
let coffeeWeekly: number;

const typeId = async (name: string) =>
  (await database.db.select().from(reportTypes).where(eq(reportTypes.name, name)))[0]!.id;
const reportCount = async () =>
  (await database.db.select({ count: sql<number>`count(*)::int` }).from(reports))[0]!.count;
const storedFiles = async () => readdir(path.join(filesDir, 'reports')).catch(() => [] as string[]);

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = await mkdtemp(path.join(tmpdir(), 'firm-import-'));
  files = createFileStore(filesDir);
  const services = createTestServices(database.db, { files });
  importer = services.reports;
  adminReports = services.adminReports;
  coffeeWeekly = await typeId('Coffee Weekly Report');
});
afterAll(async () => {
  await database.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('importing a PDF report', () => {
  it('keeps its text, word counts and summary, and stores the file under its SHA-256', async () => {
    const bytes = await reportPdf();
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const result = await importPdf({
      reportTypeId: coffeeWeekly,
      bytes,
      fileName: '2025-10-14-arabica-weekly.pdf',
    });
    expect(result.status).toBe('imported');

    const [row] = await database.db.select().from(reports).where(eq(reports.id, result.id));
    expect(row).toMatchObject({
      reportTypeId: coffeeWeekly,
      name: 'Arabica Weekly — 14 October 2025',
      publishedAt: new Date('2025-10-14T00:00:00Z'),
      fileKey: `reports/${sha256}.pdf`,
      fileSha256: sha256,
      fileSize: bytes.byteLength,
    });
    const flat = row!.content.replace(/\s+/g, ' ');
    for (const paragraph of PARAGRAPHS) expect(flat).toContain(paragraph);
    expect(row!.content.startsWith('Coffee Weekly Report\n14 October 2025\nIn brief\n')).toBe(true);
    // Title (3), date (3), two headings (3) and the paragraphs (23 + 16 + 15).
    expect(row!.totalWordCount).toBe(63);
    expect(row!.wordFrequency).toMatchObject({ arabica: 1, coffee: 2, robusta: 1, week: 2 });
    expect(row!.wordFrequency).not.toHaveProperty('the');
    expect(row!.wordFrequency).not.toHaveProperty('as');
    // Whole sentences up to 120 words, without the title, date line or headings.
    expect(row!.summary).toBe(`${PARAGRAPHS[0]} ${PARAGRAPHS[1]} ${PARAGRAPHS[2]}`);

    expect(new Uint8Array(await files.get(`reports/${sha256}.pdf`))).toEqual(bytes);
  });

  it('answers unchanged for the same file again, under any name, and writes nothing', async () => {
    const before = await reportCount();
    const first = await importPdf({
      reportTypeId: coffeeWeekly,
      bytes: await reportPdf(),
      fileName: 'a.pdf',
    });
    const again = await importPdf({
      reportTypeId: coffeeWeekly,
      bytes: await reportPdf(),
      fileName: 'copy of the same report.pdf',
    });
    expect(again).toEqual({ status: 'unchanged', id: first.id, name: first.name });
    expect(await reportCount()).toBe(before);
  });

  it('takes a given name and date over those of the file name', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage().drawText('Cotton export sales slowed.', { x: 50, y: 700, size: 12, font });
    // The demo seed's way in: a name and date of its own, and the text of the PDF it made.
    const result = await importReportPdf(database.db, files, {
      reportTypeId: await typeId('Cotton Weekly Report'),
      bytes: await pdf.save(),
      fileName: '2024-01-02 cotton.pdf',
      name: 'Cotton export sales',
      publishedAt: null,
      text: 'Cotton export sales slowed.',
    });
    const [row] = await database.db.select().from(reports).where(eq(reports.id, result.id));
    expect(row).toMatchObject({
      name: 'Cotton export sales',
      publishedAt: null,
      summary: 'Cotton export sales slowed.',
    });
  });

  it('refuses an unknown report type and a type that only groups others, storing nothing', async () => {
    const before = { rows: await reportCount(), files: await storedFiles() };
    const bytes = await reportPdf();
    const unknown = importPdf({ reportTypeId: 999_999, bytes, fileName: 'x.pdf' });
    await expect(unknown).rejects.toBeInstanceOf(InvalidInputError);
    await expect(unknown).rejects.toThrow('Report type 999999 does not exist.');
    await expect(
      importPdf({ reportTypeId: await typeId('Coffee'), bytes, fileName: 'x.pdf' }),
    ).rejects.toThrow('Report type "Coffee" groups other types and is not sold itself');
    expect({ rows: await reportCount(), files: await storedFiles() }).toEqual(before);
  });

  it('refuses a PDF without text, and a file that is no PDF, storing nothing', async () => {
    const before = { rows: await reportCount(), files: await storedFiles() };
    const blank = await PDFDocument.create();
    blank.addPage();
    await expect(
      importPdf({ reportTypeId: coffeeWeekly, bytes: await blank.save(), fileName: 'scan.pdf' }),
    ).rejects.toThrow('scan.pdf has no text to extract (a scanned PDF?)');
    await expect(
      importPdf({
        reportTypeId: coffeeWeekly,
        bytes: new TextEncoder().encode('not a pdf'),
        fileName: 'notes.pdf',
      }),
    ).rejects.toThrow(/notes\.pdf could not be read as a PDF/);
    expect({ rows: await reportCount(), files: await storedFiles() }).toEqual(before);
  });
});

describe('report types on the command line', () => {
  it('are found by name, whatever the case, or by id', async () => {
    expect(await importer.resolveReportType('coffee weekly report')).toEqual({
      id: coffeeWeekly,
      name: 'Coffee Weekly Report',
    });
    expect(await importer.resolveReportType(` ${coffeeWeekly} `)).toMatchObject({
      name: 'Coffee Weekly Report',
    });
    await expect(importer.resolveReportType('Tea Weekly')).rejects.toThrow(
      'There is no report type named "Tea Weekly".',
    );
    await expect(importer.resolveReportType('Sugar')).rejects.toThrow(/groups other types/);
  });
});

describe('names from file names', () => {
  it.each([
    ['coffee-weekly-report.pdf', 'Coffee Weekly Report', null],
    ['cocoa_in-depth_outlook.PDF', 'Cocoa In-Depth Outlook', null],
    [
      '2025-10-14 the state of the FCOJ market.pdf',
      'The State of the FCOJ Market — 14 October 2025',
      '2025-10-14',
    ],
    ['2024-03-01.pdf', 'Sugar Weekly Report — 1 March 2024', '2024-03-01'],
    ['2025-02-30-sugar.pdf', '2025 02 30 Sugar', null],
  ])('%s → %s', (fileName, name, date) => {
    expect(reportNameFromFileName(fileName, 'Sugar Weekly Report')).toEqual({
      name,
      publishedAt: date ? new Date(`${date}T00:00:00Z`) : null,
    });
  });

  it('title-cases words written in lower case only', () => {
    expect(titleCase('usda and ICE data for McKinsey')).toBe('Usda and ICE Data for McKinsey');
  });
});
