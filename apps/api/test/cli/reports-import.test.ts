import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AdminReportMessages, REPORT_PDF_LIMITS } from '@firm/domain';
import { asc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/database/database.js';
import { reports, reportTypes } from '../../src/platform/database/schema.js';
import { runCli, type CliRun } from '../support/cli.js';
import { pdfWithContentStream, showText } from '../support/crafted-pdfs.js';
import { createTestDatabase, seedPgliteDataDir, type TestDatabase } from '../support/index.js';
import { staffActionRows } from '../support/activity-records.js';

const onPostgres = process.env.TEST_DB === 'postgres';

let workDir: string;
let dataDir: string;
let folder: string;
/** On the Postgres leg the CLI imports into a test database of its own; else into PGlite under DATA_DIR. */
let postgresDatabase: TestDatabase | undefined;

/** The CLI as a person runs it: its own process, configured by the environment like the server. */
function cli(...args: string[]): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  if (postgresDatabase?.url) env.DATABASE_URL = postgresDatabase.url;
  return runCli(env, args);
}

async function pdf(lines: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage();
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 700 - index * 16, size: 12, font }));
  return document.save();
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'firm-cli-'));
  dataDir = path.join(workDir, 'data');
  folder = path.join(workDir, 'incoming');
  await mkdir(path.join(folder, 'archive'), { recursive: true });
  await writeFile(
    path.join(folder, '2025-10-13-coffee-weekly.pdf'),
    await pdf(['Coffee Weekly', 'Arabica rose 2.1% as rain missed Minas Gerais.']),
  );
  await writeFile(
    path.join(folder, '2025-10-20-coffee-weekly.pdf'),
    await pdf(['Coffee Weekly', 'Robusta fell as the Vietnamese harvest began.']),
  );
  // Neither a subfolder's PDF nor a file of another kind is imported.
  await writeFile(path.join(folder, 'archive', '2020-01-06-coffee-weekly.pdf'), await pdf(['Old news.']));
  await writeFile(path.join(folder, 'notes.txt'), 'not a report');
  if (onPostgres) postgresDatabase = await createTestDatabase();
  else await seedPgliteDataDir(dataDir);
});
afterAll(async () => {
  await postgresDatabase?.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('pnpm cli reports:import <folder> --type <type>', () => {
  it('imports every PDF of the folder into the server’s database and files, then finds them unchanged', async () => {
    const first = await cli('reports:import', folder, '--type', 'Coffee Weekly Report');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^imported +2025-10-13-coffee-weekly\.pdf: report \d+, "Coffee Weekly — 13 October 2025"$/,
      ),
      expect.stringMatching(
        /^imported +2025-10-20-coffee-weekly\.pdf: report \d+, "Coffee Weekly — 20 October 2025"$/,
      ),
      '2 files: 2 imported, 0 unchanged, 0 failed.',
    ]);

    // A broken file fails on its own line, the others are unchanged, and the exit code says something failed.
    await writeFile(path.join(folder, 'broken.pdf'), 'this is no PDF');
    const second = await cli('reports:import', folder, '-t', 'coffee weekly report');
    expect(second.code).toBe(1);
    expect(second.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^unchanged +2025-10-13-coffee-weekly\.pdf: report \d+/),
      expect.stringMatching(/^unchanged +2025-10-20-coffee-weekly\.pdf: report \d+/),
      expect.stringMatching(/^failed +broken\.pdf: broken\.pdf could not be read as a PDF/),
      '3 files: 0 imported, 2 unchanged, 1 failed.',
    ]);

    const database = await openDatabase({ databaseUrl: postgresDatabase?.url, dataDir });
    try {
      const rows = await database.db
        .select({ name: reports.name, content: reports.content, fileKey: reports.fileKey })
        .from(reports)
        .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
        .where(eq(reportTypes.name, 'Coffee Weekly Report'))
        .orderBy(asc(reports.publishedAt));
      const imported = rows.filter((row) => row.name.startsWith('Coffee Weekly — '));
      expect(imported.map((row) => row.content)).toEqual([
        'Coffee Weekly\nArabica rose 2.1% as rain missed Minas Gerais.',
        'Coffee Weekly\nRobusta fell as the Vietnamese harvest began.',
      ]);
      // Each new report's audit record names the command line; files found unchanged are recorded nowhere.
      const audit = (await staffActionRows(database.db, { action: 'report_uploaded' })).map((row) => ({
        email: row.staffEmail,
        staffId: row.staffUserId,
        action: row.action,
      }));
      expect(audit).toEqual([
        { email: 'cli:reports-import', staffId: null, action: 'report_uploaded' },
        { email: 'cli:reports-import', staffId: null, action: 'report_uploaded' },
      ]);
      const stored = await readdir(path.join(dataDir, 'files', 'reports'));
      expect(stored).toEqual(expect.arrayContaining(imported.map((row) => path.basename(row.fileKey))));
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a PDF over a reading limit with the message naming it, keeps nothing, and exits 1', async () => {
    // Issue 39: the text is read in a process of its own, which the built CLI finds beside its bundle.
    const overLimits = path.join(workDir, 'over-limits');
    await mkdir(overLimits);
    const pages = REPORT_PDF_LIMITS.pages + 1;
    const long = await pdfWithContentStream([showText('A page')], pages);
    await writeFile(path.join(overLimits, 'long.pdf'), long);

    const run = await cli('reports:import', overLimits, '--type', 'Coffee Weekly Report');
    expect(run.code).toBe(1);
    expect(run.stdout.trim().split('\n')).toEqual([
      `failed    long.pdf: ${AdminReportMessages.tooManyPages('long.pdf', pages, REPORT_PDF_LIMITS.pages)}`,
      '1 file: 0 imported, 0 unchanged, 1 failed.',
    ]);
    const sha256 = createHash('sha256').update(long).digest('hex');
    const database = await openDatabase({ databaseUrl: postgresDatabase?.url, dataDir });
    try {
      const kept = await database.db.select().from(reports).where(eq(reports.fileSha256, sha256));
      expect(kept).toEqual([]);
    } finally {
      await database.close();
    }
    const stored = await readdir(path.join(dataDir, 'files', 'reports')).catch(() => []);
    expect(stored).not.toContain(`${sha256}.pdf`);
  }, 120_000);

  it('prints the usage for a wrong command line', async () => {
    const run = await cli('reports:import', folder);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Name the report type with --type.');
    expect(run.stderr).toContain('Usage: pnpm --filter @firm/api cli');
  }, 60_000);
});
