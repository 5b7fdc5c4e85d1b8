import { FIRM_NAME } from '@firm/domain';
import { and, asc, isNotNull, sql } from 'drizzle-orm';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { FileStore } from '../adapters/file-store.js';
import type { Db } from '../db/database.js';
import { reports, reportTypes } from '../db/schema.js';
import {
  DEMO_COMMODITIES,
  FREIGHT,
  MACRO,
  MARKET_CONTEXT,
  ORIGIN_NOTES,
  OUTLOOK,
  POSITIONING,
  RISKS,
  ROUND_UP_INTRO,
  SCENARIOS,
  TECHNICALS,
  type CommodityText,
  type MarketMove,
  type MarketSpec,
  type SectionText,
  type Template,
  type TextContext,
} from '../db/seed-data/demo-report-text.js';
import { createReportImporter, formatLongDate } from './report-import.js';

export const DEMO_REPORTS_PER_TYPE = 10;

/**
 * Publication dates are fixed, not relative to today, so the same report always renders to the same bytes and
 * lands on the same content address, on every machine and every start. Ten issues of a series would cover only
 * ten weeks or quarters, so the demo keeps every 13th weekly issue (back to mid 2024) and every second quarterly
 * in-depth issue (back to 2022): the archive then spans several years.
 */
const LATEST_WEEKLY = Date.UTC(2026, 10, 16); // a Monday
const WEEKLY_STEP_WEEKS = 13;
const LATEST_IN_DEPTH = { year: 2026, month: 9 }; // October 2026
const IN_DEPTH_STEP_MONTHS = 6;
const DAY = 24 * 60 * 60 * 1000;

export interface DemoSection {
  heading: string;
  paragraphs: string[];
}

export interface DemoDocument {
  name: string;
  fileName: string;
  publishedAt: Date;
  title: string;
  subtitle: string;
  dateLine: string;
  sections: DemoSection[];
}

export interface DemoReportFile extends DemoDocument {
  bytes: Uint8Array;
  /** Everything the PDF says except its page numbers, one heading or paragraph a line. */
  text: string;
}

type DemoKind =
  | { kind: 'round-up' }
  | { kind: 'weekly'; commodity: CommodityText }
  | { kind: 'in-depth'; commodity: CommodityText };

/** Which generator writes a report type's reports; types an admin added later get no demo reports. */
function demoKind(typeName: string): DemoKind | null {
  if (typeName === 'Softs Weekly Round Up') return { kind: 'round-up' };
  for (const commodity of DEMO_COMMODITIES) {
    if (typeName === `${commodity.name} Weekly Report`) return { kind: 'weekly', commodity };
    if (typeName === `${commodity.name} In-Depth Report`) return { kind: 'in-depth', commodity };
  }
  return null;
}

/* Deterministic randomness: a small seeded generator (mulberry32) over a hash of the type name and index. */

function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function formatNumber(value: number, decimals: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

function formatPrice(spec: MarketSpec, value: number): string {
  const amount = formatNumber(value, spec.decimals);
  if (spec.unit === 'c/lb') return `${amount} c/lb`;
  return `${spec.unit === '$/t' ? '$' : '£'}${amount} a tonne`;
}

function monthIndex(yearMonth: string): number {
  const [year, month] = yearMonth.split('-').map(Number);
  return year! * 12 + (month! - 1);
}

/** The price level on a date, read off the spec's points by straight lines between them. */
function levelOn(spec: MarketSpec, date: Date): number {
  const at = date.getUTCFullYear() * 12 + date.getUTCMonth() + (date.getUTCDate() - 1) / 31;
  const points = spec.levels.map(([when, value]) => [monthIndex(when), value] as const);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (at <= first[0]) return first[1];
  if (at >= last[0]) return last[1];
  for (let index = 1; index < points.length; index += 1) {
    const [x1, y1] = points[index]!;
    const [x0, y0] = points[index - 1]!;
    if (at <= x1) return y0 + ((y1 - y0) * (at - x0)) / (x1 - x0);
  }
  return last[1];
}

function marketMove(spec: MarketSpec, date: Date, random: () => number): MarketMove & { value: number } {
  const noise = (random() - 0.5) * 2 * spec.weeklyMove * 0.015;
  const price = levelOn(spec, date) * (1 + noise);
  const up = random() < 0.5;
  const change = (0.2 + random() * spec.weeklyMove * 1.1) / 100;
  const previous = price / (1 + (up ? change : -change));
  const range = 0.05 + random() * 0.08;
  const yearAgo = levelOn(spec, new Date(date.getTime() - 365 * DAY)) * (1 + (random() - 0.5) * 0.04);
  const yearChange = (price / yearAgo - 1) * 100;
  return {
    name: spec.name,
    short: spec.short,
    price: formatPrice(spec, price),
    previous: formatPrice(spec, previous),
    changePct: `${formatNumber(change * 100, 1)}%`,
    up,
    moved: up ? 'rose' : 'fell',
    high: formatPrice(spec, price * (1 + range)),
    low: formatPrice(spec, price * (1 - range)),
    yearAgo: formatPrice(spec, yearAgo),
    yearChange: `${formatNumber(Math.abs(yearChange), 1)}% ${yearChange >= 0 ? 'higher' : 'lower'}`,
    value: price,
  };
}

function cropYear(date: Date, startMonth: number, offset: number): string {
  const start = date.getUTCFullYear() - (date.getUTCMonth() + 1 < startMonth ? 1 : 0) + offset;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

function textContext(commodity: CommodityText, date: Date, random: () => number): TextContext {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const num = (min: number, max: number, decimals = 0) =>
    formatNumber(min + random() * (max - min), decimals);
  const main = marketMove(commodity.main, date, random);
  const fundNetLong = random() < 0.65;
  return {
    pick,
    int: (min, max) => min + Math.floor(random() * (max - min + 1)),
    num,
    chance: (probability) => random() < probability,
    date: formatLongDate(date),
    month: date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' }),
    monthNumber: date.getUTCMonth() + 1,
    year: date.getUTCFullYear(),
    cropYear: cropYear(date, commodity.cropYearStart, 0),
    nextCropYear: cropYear(date, commodity.cropYearStart, 1),
    commodity,
    main,
    second: marketMove(commodity.second, date, random),
    fundNet: num(8_000, 72_000),
    fundNetLong,
    fundChange: num(800, 9_500),
    fundAdded: main.up === fundNetLong ? random() < 0.8 : random() < 0.3,
    priceNear: (minPct, maxPct) =>
      formatPrice(commodity.main, main.value * (1 + (minPct + random() * (maxPct - minPct)) / 100)),
  };
}

/** The first template and a few of the others, keeping their order: each pool opens with its lead sentence. */
function draw(templates: readonly Template[], c: TextContext, min: number, max: number): string[] {
  const count = Math.min(templates.length, c.int(min, max));
  const chosen = new Set<number>(templates.length > 0 ? [0] : []);
  while (chosen.size < count) chosen.add(c.int(1, templates.length - 1));
  return [...chosen].sort((a, b) => a - b).map((index) => templates[index]!(c));
}

function seasonalSentences(c: TextContext): readonly Template[] {
  return c.commodity.seasons.find((season) => season.months.includes(c.monthNumber))?.sentences ?? [];
}

function section(text: SectionText, c: TextContext, depth: 'weekly' | 'in-depth'): DemoSection {
  const [min, max] = depth === 'weekly' ? [3, 5] : [4, 6];
  const paragraphs = text.seasonal
    ? [draw(seasonalSentences(c), c, 2, 3)]
    : text.paragraphs.map((templates) => draw(templates, c, min, max));
  return {
    heading: c.pick(text.headings),
    paragraphs: paragraphs
      .filter((sentences) => sentences.length > 0)
      .map((sentences) => sentences.join(' ')),
  };
}

const WEATHER: SectionText = { headings: ['Weather and crop conditions'], paragraphs: [], seasonal: true };

function originNotes(c: TextContext): DemoSection {
  const origins = c.commodity.origins.filter(() => c.chance(0.7)).slice(0, 4);
  return {
    heading: 'Origin notes',
    paragraphs: (origins.length > 0 ? origins : c.commodity.origins.slice(0, 2)).map((origin) => {
      const templates = ORIGIN_NOTES.map(
        (template): Template =>
          (context) =>
            template(context, origin),
      );
      return draw(templates, c, 2, 3).join(' ');
    }),
  };
}

function composeSections(kind: DemoKind, date: Date, random: () => number): DemoSection[] {
  if (kind.kind === 'round-up') {
    const opening = textContext(DEMO_COMMODITIES[0]!, date, random);
    const sections: DemoSection[] = [
      { heading: 'The week in brief', paragraphs: [draw(ROUND_UP_INTRO, opening, 3, 3).join(' ')] },
    ];
    for (const commodity of DEMO_COMMODITIES) {
      const c = textContext(commodity, date, random);
      sections.push({
        heading: commodity.name,
        paragraphs: [
          draw(commodity.notes, c, 3, 4).join(' '),
          [...draw(seasonalSentences(c), c, 1, 2), ...draw(OUTLOOK.paragraphs[0]!, c, 2, 2)].join(' '),
        ],
      });
    }
    const closing = textContext(opening.pick(DEMO_COMMODITIES), date, random);
    sections.push(section(MACRO, closing, 'weekly'), section(FREIGHT, closing, 'weekly'));
    return sections;
  }

  const c = textContext(kind.commodity, date, random);
  const { commodity } = kind;
  const brief: DemoSection = {
    heading: kind.kind === 'weekly' ? 'In brief' : 'Executive summary',
    paragraphs: [draw(commodity.notes, c, 3, 4).join(' ')],
  };
  const keyFigures: DemoSection = {
    heading: 'Key figures',
    paragraphs: [
      `${c.main.name}: ${c.main.price}, ${c.main.up ? 'up' : 'down'} ${c.main.changePct} on the week`,
      `${c.second.name}: ${c.second.price}, ${c.second.up ? 'up' : 'down'} ${c.second.changePct}`,
      `Year on year: ${c.main.yearChange}`,
      `Managed money: net ${c.fundNetLong ? 'long' : 'short'} ${c.fundNet} lots`,
    ],
  };
  if (kind.kind === 'weekly') {
    return [
      brief,
      keyFigures,
      ...commodity.weekly.map((text) => section(text, c, 'weekly')),
      section(POSITIONING, c, 'weekly'),
      section(TECHNICALS, c, 'weekly'),
      section(c.chance(0.5) ? FREIGHT : MACRO, c, 'weekly'),
      section(OUTLOOK, c, 'weekly'),
    ];
  }
  const prices = section(commodity.weekly[0]!, c, 'in-depth');
  prices.paragraphs.push(draw(MARKET_CONTEXT, c, 2, 3).join(' '));
  return [
    brief,
    keyFigures,
    prices,
    ...commodity.inDepth.map((text) => section(text, c, 'in-depth')),
    originNotes(c),
    section(WEATHER, c, 'in-depth'),
    section(POSITIONING, c, 'in-depth'),
    section(TECHNICALS, c, 'in-depth'),
    section(MACRO, c, 'in-depth'),
    section(FREIGHT, c, 'in-depth'),
    section(SCENARIOS, c, 'in-depth'),
    section(OUTLOOK, c, 'in-depth'),
    section(RISKS, c, 'in-depth'),
  ];
}

function publicationDate(kind: DemoKind, typeOrder: number, index: number): Date {
  if (kind.kind === 'in-depth') {
    const months = LATEST_IN_DEPTH.year * 12 + LATEST_IN_DEPTH.month - index * IN_DEPTH_STEP_MONTHS;
    return new Date(Date.UTC(Math.floor(months / 12), months % 12, 12 + typeOrder));
  }
  return new Date(LATEST_WEEKLY - (index * WEEKLY_STEP_WEEKS + typeOrder) * 7 * DAY);
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The `index`th demo report of a type (0 is the newest): the same document every time. Null for a type that has
 * no demo generator.
 */
export function composeDemoReport(typeName: string, index: number): DemoDocument | null {
  const kind = demoKind(typeName);
  if (!kind) return null;
  const typeOrder =
    kind.kind === 'round-up'
      ? 0
      : DEMO_COMMODITIES.indexOf(kind.commodity) + (kind.kind === 'weekly' ? 1 : 0);
  const publishedAt = publicationDate(kind, typeOrder, index);
  const random = seededRandom(hashSeed(`${typeName}#${index}`));
  const isoDate = publishedAt.toISOString().slice(0, 10);
  return {
    name: `${typeName} — ${formatLongDate(publishedAt)}`,
    fileName: `${isoDate}-${slug(typeName)}.pdf`,
    publishedAt,
    title: typeName,
    subtitle:
      kind.kind === 'in-depth'
        ? `Quarterly analysis, ${publishedAt.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`
        : `Week of ${formatLongDate(publishedAt)}`,
    dateLine: `Published ${formatLongDate(publishedAt)} by ${FIRM_NAME}`,
    sections: composeSections(kind, publishedAt, random),
  };
}

/* PDF layout: A4 in points. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { x: 64, top: 68, bottom: 72 };
const BODY = { size: 11, leading: 16.5 };
const GREY = rgb(0.38, 0.4, 0.43);
const INK = rgb(0.1, 0.12, 0.15);
const ACCENT = rgb(0.05, 0.33, 0.27);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The document as a PDF: title block, headings, wrapped paragraphs, and page numbers on every page. */
export async function renderDemoPdf(document: DemoDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // Fixed metadata (the dates included) keeps the bytes, and so the file's content address, stable.
  pdf.setTitle(document.name);
  pdf.setAuthor(FIRM_NAME);
  pdf.setSubject(document.subtitle);
  pdf.setCreator(`${FIRM_NAME} demo content`);
  pdf.setProducer(`${FIRM_NAME} demo content`);
  pdf.setCreationDate(document.publishedAt);
  pdf.setModificationDate(document.publishedAt);

  const width = PAGE.width - 2 * MARGIN.x;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN.top;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN.top;
  };
  const line = (text: string, font: PDFFont, size: number, color = INK) => {
    page.drawText(text, { x: MARGIN.x, y, size, font, color });
  };

  line(document.title, bold, 22, ACCENT);
  y -= 24;
  line(document.subtitle, regular, 12, GREY);
  y -= 17;
  line(document.dateLine, regular, 9.5, GREY);
  y -= 12;
  page.drawLine({
    start: { x: MARGIN.x, y },
    end: { x: PAGE.width - MARGIN.x, y },
    thickness: 0.8,
    color: ACCENT,
  });
  y -= 14;

  for (const section of document.sections) {
    // A heading never ends a page: it needs room for itself and two lines of its text.
    if (y - 22 - 2 * BODY.leading < MARGIN.bottom) newPage();
    y -= 14;
    line(section.heading, bold, 13, ACCENT);
    y -= 18;
    for (const paragraph of section.paragraphs) {
      for (const text of wrap(paragraph, regular, BODY.size, width)) {
        if (y < MARGIN.bottom) newPage();
        line(text, regular, BODY.size);
        y -= BODY.leading;
      }
      y -= 6;
    }
  }

  const pages = pdf.getPages();
  for (const [index, each] of pages.entries()) {
    const label = `Page ${index + 1} of ${pages.length}`;
    each.drawText(label, {
      x: (PAGE.width - regular.widthOfTextAtSize(label, 8.5)) / 2,
      y: 36,
      size: 8.5,
      font: regular,
      color: GREY,
    });
  }
  return pdf.save();
}

export function demoReportText(document: DemoDocument): string {
  return [
    document.title,
    document.subtitle,
    document.dateLine,
    ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
  ].join('\n');
}

/** A demo report with its PDF; null for a type without a demo generator. */
export async function generateDemoReport(typeName: string, index: number): Promise<DemoReportFile | null> {
  const document = composeDemoReport(typeName, index);
  if (!document) return null;
  return { ...document, bytes: await renderDemoPdf(document), text: demoReportText(document) };
}

export interface SeedDemoReportsOptions {
  /** Ten in a real start; tests seed fewer to stay fast. */
  reportsPerType?: number;
  /**
   * Generated reports by type and index, kept by a caller that seeds many databases (the test suite), so each
   * PDF is rendered once.
   */
  cache?: Map<string, Promise<DemoReportFile | null>>;
}

/**
 * First start only: demo reports for every sellable type of the demo catalogue, as real PDFs in the file store,
 * through the same import as reports added with the CLI. Does nothing once any report exists.
 */
export async function seedDemoReports(
  db: Db,
  files: FileStore,
  options: SeedDemoReportsOptions = {},
): Promise<{ seeded: number }> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(reports);
  if ((existing?.count ?? 0) > 0) return { seeded: 0 };
  const perType = options.reportsPerType ?? DEMO_REPORTS_PER_TYPE;
  const sellable = await db
    .select({ id: reportTypes.id, name: reportTypes.name })
    .from(reportTypes)
    .where(
      and(
        isNotNull(reportTypes.priceSingleCents),
        isNotNull(reportTypes.priceUpTo3Cents),
        isNotNull(reportTypes.priceEnterpriseCents),
      ),
    )
    .orderBy(asc(reportTypes.id));

  const generate = (typeName: string, index: number) => {
    const key = `${typeName}#${index}`;
    const cached = options.cache?.get(key);
    if (cached) return cached;
    const made = generateDemoReport(typeName, index);
    options.cache?.set(key, made);
    return made;
  };

  let seeded = 0;
  // One transaction: a start that fails half way leaves no reports, so the next start seeds them all.
  await db.transaction(async (tx) => {
    const importer = createReportImporter({ db: tx, files });
    for (const type of sellable) {
      for (let index = 0; index < perType; index += 1) {
        const report = await generate(type.name, index);
        if (!report) break;
        await importer.importPdf({
          reportTypeId: type.id,
          bytes: report.bytes,
          fileName: report.fileName,
          name: report.name,
          publishedAt: report.publishedAt,
          text: report.text,
        });
        seeded += 1;
      }
    }
  });
  return { seeded };
}
