import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../../src/platform/files/file-store.js';
import { reports, reportTypes } from '../../src/platform/database/schema.js';
import {
  composeDemoReport,
  DEMO_REPORTS_PER_TYPE,
  demoReportText,
  generateDemoReport,
  seedDemoReports,
  type DemoDocument,
} from '../../src/demo/demo-reports.js';
import { countWords } from '../../src/modules/reports/report-text.js';
import { extractPdfText } from '../../src/platform/pdf/pdf-text.js';
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

describe('demo report figures', () => {
  const WEEK = 7 * 24 * 60 * 60 * 1000;
  const series = (type: string) =>
    Array.from({ length: DEMO_REPORTS_PER_TYPE }, (_, index) => composeDemoReport(type, index)!);
  const all = SELLABLE.flatMap(series);
  const weeklyTypes = SELLABLE.filter((type) => !type.includes('In-Depth'));
  const commodityWeeklies = weeklyTypes.filter((type) => type !== 'Softs Weekly Round Up');
  const lines = (report: DemoDocument) => demoReportText(report).split('\n');

  it('publishes each weekly series on consecutive Mondays up to 16 November 2026', () => {
    for (const type of weeklyTypes) {
      const dates = series(type).map((report) => report.publishedAt);
      expect(dates[0]!.toISOString(), type).toBe('2026-11-16T00:00:00.000Z');
      for (const [index, date] of dates.entries()) {
        expect(date.getUTCDay(), type).toBe(1);
        if (index > 0) expect(dates[index - 1]!.getTime() - date.getTime(), type).toBe(WEEK);
      }
    }
  });

  it('starts every sentence, heading and key figure with a capital, a digit or a quote', () => {
    for (const report of all) {
      for (const line of lines(report)) {
        for (const sentence of line.split(/(?<=[.!?])\s+/)) {
          expect(sentence, report.name).toMatch(/^[\p{Lu}\d"'‘“]/u);
        }
      }
    }
  });

  it('states every price move as computed: the verb, the percentage and the level agree everywhere', () => {
    let checked = 0;
    for (const report of all) {
      const markets = report.figures.flatMap((figures) => [figures.main, figures.second]);
      const text = demoReportText(report);
      for (const [, verb, percent, price] of text.matchAll(
        /\b(rose|fell) (\d+\.\d%) (?:on the week )?to (?:settle at )?(\S+ (?:a tonne|c\/lb))/g,
      )) {
        const market = markets.find((each) => each.price === price);
        expect(market, `${report.name}: ${price}`).toBeDefined();
        expect([verb, percent], report.name).toEqual([market!.moved, market!.changePct]);
        expect(market!.up).toBe(market!.value > market!.previousValue);
        expect(market!.change > 0).toBe(market!.up);
        checked += 1;
      }
      for (const [, price, direction, percent] of text.matchAll(
        /^[^:\n]+: (\S+ (?:a tonne|c\/lb)), (up|down) (\d+\.\d%)/gm,
      )) {
        const market = markets.find((each) => each.price === price)!;
        expect([direction, percent], report.name).toEqual([market.up ? 'up' : 'down', market.changePct]);
      }
      for (const figures of report.figures) {
        const { yearChange, value, yearAgoValue } = figures.main;
        if (yearChange !== 'unchanged') expect(yearChange.endsWith('higher')).toBe(value > yearAgoValue);
        for (const [, stated] of text.matchAll(
          /(?:Year on year: |the market is )([\d.]+% (?:higher|lower))/g,
        )) {
          if (report.figures.length === 1) expect(stated, report.name).toBe(yearChange);
        }
      }
    }
    expect(checked).toBeGreaterThan(all.length);
  });

  it('states the certified stocks as computed, in the brief, the key figures and the body alike', () => {
    let checked = 0;
    // The round-up names several commodities' stocks; its figures are those of the weekly reports (next test).
    for (const report of all.filter((each) => each.figures.length === 1)) {
      const text = demoReportText(report);
      for (const { stocks } of report.figures.filter((figures) => figures.stocks)) {
        for (const [, verb, change, level] of text.matchAll(
          /Certified stocks(?: of \w+)?(?: at ICE| in ICE warehouses in the United States)? (rose|fell)(?: by ([\d.,]+)(?:,000| million) (?:bags|bales))? to ([\d.,]+)(?:,000| million) (?:bags|bales)/g,
        )) {
          expect(verb, report.name).toBe(stocks!.moved);
          expect(level, report.name).toBe(stocks!.level);
          if (change) expect(change, report.name).toBe(stocks!.change);
          checked += 1;
        }
        for (const [, level, direction, change] of text.matchAll(
          /^Certified \w+ stocks: ([\d.,]+?)(?:,000| million) \w+, (up|down) ([\d.,]+?)(?:,000| million) /gm,
        )) {
          expect([level, direction, change], report.name).toEqual([
            stocks!.level,
            stocks!.up ? 'up' : 'down',
            stocks!.change,
          ]);
          checked += 1;
        }
        expect(stocks!.moved).toBe(stocks!.changeValue > 0 ? 'rose' : 'fell');
      }
    }
    expect(checked).toBeGreaterThan(2 * DEMO_REPORTS_PER_TYPE * 3);
  });

  it('states the fund position as computed', () => {
    for (const report of all.filter((each) => each.figures.length === 1)) {
      const { funds } = report.figures[0]!;
      const text = demoReportText(report);
      expect(text).toContain(`Managed money: net ${funds.long ? 'long' : 'short'} ${funds.net} lots`);
      for (const [, verb, change, side, net] of text.matchAll(
        /Managed money (bought|sold) a net ([\d,]+) lots in the week to Tuesday, leaving funds net (long|short) ([\d,]+) lots/g,
      )) {
        expect([verb, change, side, net], report.name).toEqual([
          funds.bought ? 'bought' : 'sold',
          funds.change,
          funds.long ? 'long' : 'short',
          funds.net,
        ]);
      }
    }
  });

  it("chains weekly issues: each week's previous price and stocks are the last issue's, and the round-up agrees", () => {
    const roundUp = series('Softs Weekly Round Up');
    for (const type of commodityWeeklies) {
      const issues = series(type);
      for (const [index, issue] of issues.entries()) {
        const [figures] = issue.figures;
        expect(demoReportText(issue), issue.name).toContain(figures!.main.previous);
        const roundUpFigures = roundUp[index]!.figures.find((each) => each.commodity === figures!.commodity);
        expect(roundUpFigures!.main.price, issue.name).toBe(figures!.main.price);
        const before = issues[index + 1]?.figures[0];
        if (!before) continue;
        expect(figures!.main.previous, issue.name).toBe(before.main.price);
        expect(figures!.second.previous, issue.name).toBe(before.second.price);
        if (figures!.stocks) {
          expect(figures!.stocks.value - figures!.stocks.changeValue, issue.name).toBeCloseTo(
            before.stocks!.value,
            6,
          );
        }
        expect(figures!.funds.netValue - figures!.funds.changeValue, issue.name).toBe(before.funds.netValue);
      }
    }
  });
});
