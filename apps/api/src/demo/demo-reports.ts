import { FIRM_NAME, formatLongDate } from '@firm/domain';
import type { FileStore } from '../platform/files/file-store.js';
import { createPdfWriter } from '../platform/pdf/pdf-writer.js';
import type { Db } from '../platform/database/database.js';
import { demoRepository } from './repository.js';
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
  type FundPosition,
  type MacroFigures,
  type MarketMove,
  type MarketSpec,
  type SectionText,
  type StockMove,
  type StockSpec,
  type Template,
  type TextContext,
} from './seed-data/demo-report-text.js';
import { importReportPdf } from '../modules/reports';

export const DEMO_REPORTS_PER_TYPE = 10;

/**
 * Publication dates are fixed, not relative to today, so the same report always renders to the same bytes and
 * lands on the same content address, on every machine and every start. The ten issues of each weekly series are
 * consecutive Mondays up to the latest; the in-depth reports keep every second quarterly issue (back to 2022), so
 * the archive still spans several years.
 */
const LATEST_WEEKLY = Date.UTC(2026, 10, 16); // a Monday
const LATEST_IN_DEPTH = { year: 2026, month: 9 }; // October 2026
const IN_DEPTH_STEP_MONTHS = 6;
const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;
/** Week 0 of every weekly series: a Monday more than a year before the oldest report, so year-ago figures exist. */
const EPOCH = Date.UTC(2020, 11, 28);

export interface DemoSection {
  heading: string;
  paragraphs: string[];
}

/** The figures one commodity's text was written from: each is computed once and every mention reuses it. */
export interface DemoFigures {
  commodity: string;
  main: MarketMove;
  second: MarketMove;
  stocks: StockMove | null;
  funds: FundPosition;
}

export interface DemoDocument {
  name: string;
  fileName: string;
  publishedAt: Date;
  title: string;
  subtitle: string;
  dateLine: string;
  sections: DemoSection[];
  /** One entry per commodity the report covers. */
  figures: DemoFigures[];
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

/* Deterministic randomness: a small seeded generator (mulberry32) over a hash of a label. */

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

/** A number between 0 and 1 that depends on the label alone. */
function seededValue(label: string): number {
  return seededRandom(hashSeed(label))();
}

function formatNumber(value: number, decimals: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

function formatPrice(spec: MarketSpec, value: number): string {
  const amount = formatNumber(value, spec.decimals);
  if (spec.unit === 'c/lb') return `${amount} c/lb`;
  return `${spec.unit === '$/t' ? '$' : '£'}${amount} a tonne`;
}

function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function monthIndex(yearMonth: string): number {
  const [year, month] = yearMonth.split('-').map(Number);
  return year! * 12 + (month! - 1);
}

/** A level on a date, read off points in time ('YYYY-MM') by straight lines between them. */
function levelOn(levels: readonly (readonly [string, number])[], date: Date): number {
  const at = date.getUTCFullYear() * 12 + date.getUTCMonth() + (date.getUTCDate() - 1) / 31;
  const points = levels.map(([when, value]) => [monthIndex(when), value] as const);
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

/* Weekly series: a market, a stock count or a position takes one value each Monday, shared by every report that
 * mentions it, so a week's "previous" level is the last issue's level and a round-up agrees with the weekly
 * reports of the same date. */

function weekOf(date: Date): number {
  return Math.max(0, Math.floor((date.getTime() - EPOCH) / WEEK));
}

function mondayOf(week: number): Date {
  return new Date(EPOCH + week * WEEK);
}

interface SeriesSpec {
  /** The value the series drifts around in a week. */
  target: (week: number) => number;
  /** The largest seeded weekly step, as a share of the value (multiplicative) or in units (additive). */
  step: number;
  additive?: boolean;
  decimals: number;
}

const seriesCache = new Map<string, number[]>();

/**
 * The series' value in a week: each week moves part of the way back towards the target plus a seeded step, and
 * never stays flat once rounded, so every week has a direction.
 */
function seriesValue(key: string, spec: SeriesSpec, week: number): number {
  let values = seriesCache.get(key);
  if (!values) {
    values = [roundTo(spec.target(0), spec.decimals)];
    seriesCache.set(key, values);
  }
  const unit = 10 ** -spec.decimals;
  for (let index = values.length; index <= week; index += 1) {
    const before = values[index - 1]!;
    const shock = (seededValue(`${key}#${index}`) - 0.5) * 2 * spec.step;
    const pull = spec.additive
      ? 0.25 * (spec.target(index) - before)
      : 0.25 * Math.log(spec.target(index) / before);
    let move = pull + shock;
    // A week's move is never so small that its percentage would read 0.0%.
    if (Math.abs(move) < spec.step / 8) move = move < 0 ? -spec.step / 8 : spec.step / 8;
    let next = spec.additive ? before + move : before * Math.exp(move);
    next = roundTo(next, spec.decimals);
    if (next === before) next = roundTo(before + (shock < 0 ? -unit : unit), spec.decimals);
    values.push(next);
  }
  return values[week]!;
}

function seriesWindow(key: string, spec: SeriesSpec, week: number, weeks: number): number[] {
  return Array.from({ length: Math.min(weeks, week + 1) }, (_, back) => seriesValue(key, spec, week - back));
}

const average = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function marketSeries(spec: MarketSpec): SeriesSpec {
  return {
    target: (week) => levelOn(spec.levels, mondayOf(week)),
    step: (spec.weeklyMove * 1.1) / 100,
    decimals: spec.decimals,
  };
}

function volatilitySeries(spec: MarketSpec): SeriesSpec {
  return { target: () => spec.weeklyMove * 9, step: 0.07, decimals: 1 };
}

function percentChange(value: number, before: number): number {
  return roundTo((value / before - 1) * 100, 1);
}

function marketMove(spec: MarketSpec, week: number): MarketMove {
  const series = marketSeries(spec);
  const value = seriesValue(spec.name, series, week);
  const previousValue = seriesValue(spec.name, series, Math.max(0, week - 1));
  const yearAgoValue = seriesValue(spec.name, series, Math.max(0, week - 52));
  const quarter = seriesWindow(spec.name, series, week, 13);
  const change = percentChange(value, previousValue);
  const yearChange = percentChange(value, yearAgoValue);
  // Our range for the market is a view of the week, the same in every report that gives it.
  const range = 0.05 + seededValue(`${spec.name}#range#${week}`) * 0.08;
  const gains = seriesWindow(spec.name, series, week, 15).map((each, index, all) =>
    index + 1 < all.length ? each - all[index + 1]! : 0,
  );
  const up = gains.reduce((sum, gain) => sum + Math.max(gain, 0), 0);
  const down = gains.reduce((sum, gain) => sum + Math.max(-gain, 0), 0);
  const volatility = volatilitySeries(spec);
  const price = (amount: number) => formatPrice(spec, amount);
  return {
    name: spec.name,
    short: spec.short,
    value,
    previousValue,
    yearAgoValue,
    price: price(value),
    previous: price(previousValue),
    changePct: `${formatNumber(Math.abs(change), 1)}%`,
    change,
    up: value > previousValue,
    moved: value > previousValue ? 'rose' : 'fell',
    high: price(value * (1 + range)),
    low: price(value * (1 - range)),
    yearAgo: price(yearAgoValue),
    yearChange:
      yearChange === 0
        ? 'unchanged'
        : `${formatNumber(Math.abs(yearChange), 1)}% ${yearChange > 0 ? 'higher' : 'lower'}`,
    quarterLow: price(Math.min(...quarter)),
    quarterHigh: price(Math.max(...quarter)),
    average50: average(seriesWindow(spec.name, series, week, 10)),
    average200: average(seriesWindow(spec.name, series, week, 40)),
    rsi: Math.round((100 * up) / (up + down || 1)),
    impliedVolatility: seriesValue(`${spec.name}#volatility`, volatility, week),
    impliedVolatilityBefore: seriesValue(`${spec.name}#volatility`, volatility, Math.max(0, week - 1)),
    format: price,
  };
}

function stockMove(spec: StockSpec, week: number): StockMove {
  const series: SeriesSpec = {
    target: (each) => levelOn(spec.levels, mondayOf(each)),
    step: spec.weeklyMove / 100,
    decimals: spec.decimals,
  };
  const key = `${spec.name}#stocks`;
  const value = seriesValue(key, series, week);
  const before = seriesValue(key, series, Math.max(0, week - 1));
  const yearAgo = seriesValue(key, series, Math.max(0, week - 52));
  const recent = seriesWindow(key, series, week, 17);
  const change = roundTo(value - before, spec.decimals);
  return {
    value,
    level: formatNumber(value, spec.decimals),
    changeValue: change,
    change: formatNumber(Math.abs(change), spec.decimals),
    up: change > 0,
    moved: change > 0 ? 'rose' : 'fell',
    yearAgoValue: yearAgo,
    yearAgo: formatNumber(yearAgo, spec.decimals),
    fourMonthHigh: value >= Math.max(...recent),
    fourMonthLow: value <= Math.min(...recent),
  };
}

function fundPosition(commodity: CommodityText, week: number): FundPosition {
  const prices = marketSeries(commodity.main);
  const scale = commodity.fundLots;
  const series: SeriesSpec = {
    // Trend followers: long while the market trades above its 40-week average, short below it.
    target: (each) => {
      const price = seriesValue(commodity.main.name, prices, each);
      const trend = price / average(seriesWindow(commodity.main.name, prices, each, 40)) - 1;
      return scale * Math.max(-1, Math.min(1, trend * 6 + 0.25));
    },
    step: scale * 0.12,
    additive: true,
    decimals: -1,
  };
  const key = `${commodity.name}#funds`;
  const net = seriesValue(key, series, week);
  const change = net - seriesValue(key, series, Math.max(0, week - 1));
  const halfYear = seriesWindow(key, series, week, 26);
  const long = net > 0;
  return {
    netValue: net,
    net: formatNumber(Math.abs(net), 0),
    long,
    changeValue: change,
    change: formatNumber(Math.abs(change), 0),
    bought: change > 0,
    largest: long ? net >= Math.max(...halfYear) : net <= Math.min(...halfYear),
  };
}

const MACRO_SERIES: Record<'dollar' | 'real' | 'brent' | 'baltic', SeriesSpec> = {
  dollar: {
    target: (week) =>
      levelOn(
        [
          ['2021-01', 90],
          ['2022-01', 96],
          ['2022-09', 112],
          ['2023-07', 101],
          ['2024-06', 105],
          ['2025-01', 108],
          ['2025-07', 98],
          ['2027-01', 99],
        ],
        mondayOf(week),
      ),
    step: 0.009,
    decimals: 2,
  },
  real: {
    target: (week) =>
      levelOn(
        [
          ['2021-01', 5.3],
          ['2022-04', 4.8],
          ['2023-07', 4.8],
          ['2024-12', 6.1],
          ['2025-07', 5.5],
          ['2027-01', 5.35],
        ],
        mondayOf(week),
      ),
    step: 0.015,
    decimals: 3,
  },
  brent: {
    target: (week) =>
      levelOn(
        [
          ['2021-01', 55],
          ['2022-01', 85],
          ['2022-06', 118],
          ['2023-01', 82],
          ['2024-04', 88],
          ['2025-01', 76],
          ['2025-07', 68],
          ['2027-01', 66],
        ],
        mondayOf(week),
      ),
    step: 0.045,
    decimals: 2,
  },
  baltic: { target: () => 1600, step: 0.12, decimals: 0 },
};

function macroFigures(week: number): MacroFigures {
  const now = (name: keyof typeof MACRO_SERIES) => seriesValue(`macro#${name}`, MACRO_SERIES[name], week);
  const before = (name: keyof typeof MACRO_SERIES) =>
    seriesValue(`macro#${name}`, MACRO_SERIES[name], Math.max(0, week - 1));
  const baltic = percentChange(now('baltic'), before('baltic'));
  return {
    dollarIndex: formatNumber(now('dollar'), 2),
    dollarUp: now('dollar') > before('dollar'),
    real: formatNumber(now('real'), 3),
    realWeaker: now('real') > before('real'),
    brent: formatNumber(now('brent'), 2),
    brentChange: percentChange(now('brent'), before('brent')),
    balticChange: `${formatNumber(Math.abs(baltic), 1)}%`,
    balticUp: baltic > 0,
  };
}

function cropYear(date: Date, startMonth: number, offset: number): string {
  const start = date.getUTCFullYear() - (date.getUTCMonth() + 1 < startMonth ? 1 : 0) + offset;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Days from the latest `month`/`day` on or before `date`. */
function daysSince(date: Date, month: number, day: number): number {
  let start = Date.UTC(date.getUTCFullYear(), month - 1, day);
  if (start > date.getTime()) start = Date.UTC(date.getUTCFullYear() - 1, month - 1, day);
  return Math.floor((date.getTime() - start) / DAY);
}

function textContext(commodity: CommodityText, date: Date, random: () => number): TextContext {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const num = (min: number, max: number, decimals = 0) =>
    formatNumber(min + random() * (max - min), decimals);
  const week = weekOf(date);
  const main = marketMove(commodity.main, week);
  const cropYearOf = (offset: number) => cropYear(date, commodity.cropYearStart, offset);
  return {
    pick,
    int: (min, max) => min + Math.floor(random() * (max - min + 1)),
    num,
    fmt: formatNumber,
    chance: (probability) => random() < probability,
    date: formatLongDate(date),
    month: date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' }),
    monthNumber: date.getUTCMonth() + 1,
    year: date.getUTCFullYear(),
    cropYear: cropYearOf(0),
    nextCropYear: cropYearOf(1),
    commodity,
    main,
    second: marketMove(commodity.second, week),
    stocks: commodity.stocks ? stockMove(commodity.stocks, week) : null,
    funds: fundPosition(commodity, week),
    macro: macroFigures(week),
    softs: DEMO_COMMODITIES.map((each) => ({
      name: each.name,
      lower: each.lower,
      change: marketMove(each.main, week).change,
      fundsBought: fundPosition(each, week).bought,
    })),
    cropFact: (name, min, max, offset = 0) =>
      min + seededValue(`${commodity.name}#${cropYearOf(offset)}#${name}`) * (max - min),
    weekFact: (name, min, max) => min + seededValue(`${commodity.name}#week${week}#${name}`) * (max - min),
    progress: (from, to) => {
      const elapsed = daysSince(date, from[0], from[1]);
      const length = Math.round(
        (Date.UTC(2001 + (to[0] < from[0] ? 1 : 0), to[0] - 1, to[1]) -
          Date.UTC(2001, from[0] - 1, from[1])) /
          DAY,
      );
      // Past the season's end: just before the next one starts it has barely begun, otherwise it is all but done.
      if (elapsed > length) return 365 - elapsed < 75 ? 3 : 98;
      return Math.max(3, Math.min(98, Math.round((100 * elapsed) / length)));
    },
    daysSince: (month, day) => daysSince(date, month, day),
    priceNear: (minPct, maxPct) =>
      formatPrice(commodity.main, main.value * (1 + (minPct + random() * (maxPct - minPct)) / 100)),
  };
}

/** The first template and a few of the others, keeping their order: each pool opens with its lead sentence. */
function draw(templates: readonly Template[], c: TextContext, min: number, max: number): string[] {
  const count = Math.min(templates.length, c.int(min, max));
  const chosen = new Set<number>(templates.length > 0 ? [0] : []);
  while (chosen.size < count) chosen.add(c.int(1, templates.length - 1));
  // A template may open with a name such as 'the Delta': every sentence still starts with a capital.
  return [...chosen].sort((a, b) => a - b).map((index) => capitalise(templates[index]!(c)));
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

function composeSections(kind: DemoKind, date: Date, random: () => number): [DemoSection[], DemoFigures[]] {
  const figures = (c: TextContext): DemoFigures => ({
    commodity: c.commodity.name,
    main: c.main,
    second: c.second,
    stocks: c.stocks,
    funds: c.funds,
  });
  if (kind.kind === 'round-up') {
    const opening = textContext(DEMO_COMMODITIES[0]!, date, random);
    const sections: DemoSection[] = [
      { heading: 'The week in brief', paragraphs: [draw(ROUND_UP_INTRO, opening, 3, 3).join(' ')] },
    ];
    const covered: DemoFigures[] = [];
    for (const commodity of DEMO_COMMODITIES) {
      const c = textContext(commodity, date, random);
      covered.push(figures(c));
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
    return [sections, covered];
  }

  const c = textContext(kind.commodity, date, random);
  const { commodity } = kind;
  const brief: DemoSection = {
    heading: kind.kind === 'weekly' ? 'In brief' : 'Executive summary',
    paragraphs: [draw(commodity.notes, c, 3, 4).join(' ')],
  };
  // Each line ends with a full stop: read as text (the archive, the summaries), the lines are sentences.
  const keyFigures: DemoSection = {
    heading: 'Key figures',
    paragraphs: [
      `${capitalise(c.main.name)}: ${c.main.price}, ${c.main.up ? 'up' : 'down'} ${c.main.changePct} on the week.`,
      `${capitalise(c.second.name)}: ${c.second.price}, ${c.second.up ? 'up' : 'down'} ${c.second.changePct}.`,
      `Year on year: ${c.main.yearChange}.`,
      `Managed money: net ${c.funds.long ? 'long' : 'short'} ${c.funds.net} lots.`,
      ...(c.stocks
        ? [
            `${capitalise(c.commodity.stocks!.name)}: ${c.stocks.level}${c.commodity.stocks!.unit}, ${c.stocks.up ? 'up' : 'down'} ${c.stocks.change}${c.commodity.stocks!.unit}.`,
          ]
        : []),
    ],
  };
  if (kind.kind === 'weekly') {
    return [
      [
        brief,
        keyFigures,
        ...commodity.weekly.map((text) => section(text, c, 'weekly')),
        section(POSITIONING, c, 'weekly'),
        section(TECHNICALS, c, 'weekly'),
        section(c.chance(0.5) ? FREIGHT : MACRO, c, 'weekly'),
        section(OUTLOOK, c, 'weekly'),
      ],
      [figures(c)],
    ];
  }
  const prices = section(commodity.weekly[0]!, c, 'in-depth');
  prices.paragraphs.push(draw(MARKET_CONTEXT, c, 2, 3).join(' '));
  return [
    [
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
    ],
    [figures(c)],
  ];
}

function publicationDate(kind: DemoKind, typeOrder: number, index: number): Date {
  if (kind.kind === 'in-depth') {
    const months = LATEST_IN_DEPTH.year * 12 + LATEST_IN_DEPTH.month - index * IN_DEPTH_STEP_MONTHS;
    return new Date(Date.UTC(Math.floor(months / 12), months % 12, 12 + typeOrder));
  }
  return new Date(LATEST_WEEKLY - index * WEEK);
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
  const [sections, figures] = composeSections(kind, publishedAt, random);
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
    sections,
    figures,
  };
}

/* PDF layout in points, on A4. */
const MARGIN = { x: 64, top: 68, bottom: 56 };
const BODY = { size: 11, leading: 16.5 };
/** The space a section heading takes: the gap above it and its own line. */
const HEADING = { above: 14, line: 18 };

/** The document as a PDF: title block, headings, wrapped paragraphs, and page numbers on every page. */
export async function renderDemoPdf(document: DemoDocument): Promise<Uint8Array> {
  // Fixed metadata (the dates included) keeps the bytes, and so the file's content address, stable.
  const pdf = await createPdfWriter({
    metadata: {
      title: document.name,
      subject: document.subtitle,
      author: FIRM_NAME,
      creator: `${FIRM_NAME} demo content`,
      date: document.publishedAt,
    },
    margin: MARGIN,
    body: BODY,
  });

  pdf.text(document.title, { bold: true, size: 22, colour: 'accent' });
  pdf.down(24);
  pdf.text(document.subtitle, { size: 12, colour: 'grey' });
  pdf.down(17);
  pdf.text(document.dateLine, { size: 9.5, colour: 'grey' });
  pdf.down(12);
  pdf.rule({ colour: 'accent', thickness: 0.8 });
  pdf.down(14);

  for (const section of document.sections) {
    // A heading never ends a page: it needs room for itself and two lines of its text.
    pdf.keepRoom(HEADING.above + HEADING.line + 2 * BODY.leading);
    pdf.down(HEADING.above);
    pdf.text(section.heading, { bold: true, size: 13, colour: 'accent' });
    pdf.down(HEADING.line);
    for (const paragraph of section.paragraphs) {
      pdf.paragraph(paragraph);
      pdf.down(6);
    }
  }

  pdf.numberPages((page, pages) => `Page ${page} of ${pages}`, { y: 36, size: 8.5, colour: 'grey' });
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
  if ((await demoRepository.countReports(db)) > 0) return { seeded: 0 };
  const perType = options.reportsPerType ?? DEMO_REPORTS_PER_TYPE;
  const sellable = await demoRepository.sellableReportTypes(db);

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
    for (const type of sellable) {
      for (let index = 0; index < perType; index += 1) {
        const report = await generate(type.name, index);
        if (!report) break;
        await importReportPdf(tx, files, {
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
