import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../../src/adapters/file-store.js';
import { reports, reportTypes } from '../../src/db/schema.js';
import {
  composeDemoReport,
  DEMO_REPORTS_PER_TYPE,
  generateDemoReport,
  seedDemoReports,
} from '../../src/services/demo-reports.js';
import { countWords, extractPdfText } from '../../src/services/report-text.js';
import {
  createTestDatabase,
  TEST_DEMO_REPORTS_PER_TYPE,
  testFileStore,
  type TestDatabase,
} from '../support/index.js';

const SELLABLE = [
  'Softs Weekly Round Up',
  ...['Coffee', 'Cocoa', 'Sugar', 'Cotton', 'Orange Juice'].flatMap((name) => [
    `${name} Weekly Report`,
    `${name} In-Depth Report`,
  ]),
];

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

async function reportsByType(database: TestDatabase) {
  const rows = await database.db
    .select({
      type: reportTypes.name,
      name: reports.name,
      publishedAt: reports.publishedAt,
      content: reports.content,
      summary: reports.summary,
      totalWordCount: reports.totalWordCount,
      fileKey: reports.fileKey,
    })
    .from(reports)
    .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
    .orderBy(asc(reports.id));
  const byType = new Map<string, typeof rows>();
  for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), row]);
  return byType;
}

describe('demo reports in every test database', () => {
  it(`hold ${TEST_DEMO_REPORTS_PER_TYPE} reports per sellable type, their PDFs in the shared file store`, async () => {
    const database = await createTestDatabase();
    try {
      const byType = await reportsByType(database);
      expect([...byType.keys()].sort()).toEqual([...SELLABLE].sort());
      for (const rows of byType.values()) expect(rows).toHaveLength(TEST_DEMO_REPORTS_PER_TYPE);
      const { files } = await testFileStore();
      const keys = [...byType.values()].flat().map((row) => row.fileKey);
      expect(await Promise.all(keys.map((key) => files.exists(key)))).toEqual(keys.map(() => true));
    } finally {
      await database.close();
    }
  });
});

describe('demo reports of a first start', () => {
  let database: TestDatabase;
  let filesDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.delete(reports);
    filesDir = await mkdtemp(path.join(tmpdir(), 'firm-demo-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('are ten per sellable type, dated over several years, as PDFs that hold their text', async () => {
    const files = createFileStore(filesDir);
    expect(await seedDemoReports(database.db, files)).toEqual({ seeded: 11 * DEMO_REPORTS_PER_TYPE });

    const byType = await reportsByType(database);
    expect([...byType.keys()].sort()).toEqual([...SELLABLE].sort());
    for (const [type, rows] of byType) {
      expect(rows).toHaveLength(10);
      for (const row of rows) {
        expect(row.name).toMatch(new RegExp(`^${type} — \\d{1,2} [A-Z][a-z]+ 20\\d\\d$`));
        expect(row.summary.length).toBeGreaterThan(100);
        expect(row.totalWordCount).toBeGreaterThan(type.includes('In-Depth') ? 700 : 300);
      }
      const years = rows.map((row) => row.publishedAt!.getUTCFullYear());
      expect(Math.max(...years)).toBe(2026);
      if (type.includes('In-Depth')) expect(Math.min(...years)).toBe(2022);
    }
    const all = [...byType.values()].flat();
    expect(new Set(all.map((row) => row.fileKey)).size).toBe(all.length);
    expect(new Set(all.map((row) => row.summary)).size).toBe(all.length);

    // The stored PDF says what the row says.
    const sample = byType.get('Cocoa In-Depth Report')![4]!;
    const pdfText = flat(await extractPdfText(await files.get(sample.fileKey)));
    expect(pdfText).toMatch(/Page 1 of [3-9]/);
    // Page numbers sit wherever a page breaks, in the middle of a paragraph too.
    const withoutPageNumbers = pdfText.replace(/ ?Page \d+ of \d+/g, '');
    for (const line of sample.content.split('\n')) expect(withoutPageNumbers).toContain(flat(line));
    expect(countWords(pdfText)).toBeGreaterThanOrEqual(sample.totalWordCount);
  }, 120_000);

  it('are seeded only while there are no reports', async () => {
    const before = await database.db.select({ count: sql<number>`count(*)::int` }).from(reports);
    expect(await seedDemoReports(database.db, createFileStore(filesDir))).toEqual({ seeded: 0 });
    expect(await database.db.select({ count: sql<number>`count(*)::int` }).from(reports)).toEqual(before);
  });
});

describe('demo report generation', () => {
  it('writes the same report, to the same bytes, every time', async () => {
    const [first, again] = await Promise.all([
      generateDemoReport('Sugar Weekly Report', 2),
      generateDemoReport('Sugar Weekly Report', 2),
    ]);
    const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    expect(sha(again!.bytes)).toBe(sha(first!.bytes));
    expect(again!.text).toBe(first!.text);
    expect(composeDemoReport('Sugar Weekly Report', 3)!.sections).not.toEqual(first!.sections);
  });

  it('speaks the language of each market', () => {
    const text = (type: string) =>
      Array.from({ length: 4 }, (_, index) => JSON.stringify(composeDemoReport(type, index))).join(' ');
    expect(text('Coffee Weekly Report')).toMatch(/arabica[\s\S]*certified/i);
    expect(text('Cocoa In-Depth Report')).toMatch(/Côte d’Ivoire[\s\S]*grind/);
    expect(text('Sugar Weekly Report')).toMatch(/UNICA|ethanol/);
    expect(text('Cotton Weekly Report')).toMatch(/export sales/i);
    expect(text('Orange Juice In-Depth Report')).toMatch(/greening/i);
    expect(text('Softs Weekly Round Up')).toMatch(
      /Coffee[\s\S]*Cocoa[\s\S]*Sugar[\s\S]*Cotton[\s\S]*Orange Juice/,
    );
  });

  it('has nothing for a report type it does not know', async () => {
    expect(composeDemoReport('Tea Weekly Report', 0)).toBeNull();
    expect(await generateDemoReport('Tea Weekly Report', 0)).toBeNull();
  });
});
