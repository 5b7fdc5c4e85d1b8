import { createHash } from 'node:crypto';
import { formatLongDate } from '@firm/domain';
import { countWords, summarise, wordFrequency } from '../src/modules/reports/report-text.js';
import {
  COMMODITY_WORDS,
  FUNCTION_WORDS,
  HEADINGS,
  MARKET_WORDS,
  PHRASE_SENTENCES,
  PLACES,
  RARE_SENTENCES,
} from './vocabulary.js';

/**
 * The benchmark's synthetic archive: deterministic reports of soft-commodity prose whose words follow a Zipf
 * curve (function words, then market and commodity words, then places and a long tail of made-up estate and
 * vessel names, with a few numbers), so a common word lands in nearly every report and the tail in few. A rare
 * word and a phrase are planted in known reports, and every query knows which reports it must match.
 */

/** The word planted in a handful of reports. */
export const RARE_WORD = 'mealybug';
/** How many reports hold the rare word (fewer only if the corpus is smaller). */
export const RARE_REPORTS = 8;
/** The share of reports, coffee and round-up ones first, that hold the phrase. */
export const PHRASE_SHARE = 0.02;

export interface BenchQuery {
  id: 'common' | 'rare' | 'phrase' | 'boolean';
  /** What the query stands for in the output. */
  kind: string;
  /** The pdf_search text, as a user types it. */
  text: string;
  /**
   * Whether a report with these lower-cased words (in order) matches, as Postgres' english configuration reads
   * the query: stop words keep their position, and the vocabulary has no other word sharing these words' stems.
   */
  matches(words: readonly string[], set: ReadonlySet<string>): boolean;
}

export const BENCH_QUERIES: BenchQuery[] = [
  {
    id: 'common',
    kind: 'common word',
    text: 'prices',
    matches: (_words, set) => set.has('prices') || set.has('price'),
  },
  { id: 'rare', kind: 'rare word', text: RARE_WORD, matches: (_words, set) => set.has(RARE_WORD) },
  {
    id: 'phrase',
    kind: 'phrase',
    text: '"frost damage in Minas Gerais"',
    // 'frost' <-> 'damag' <2> 'mina' <-> 'gerai': any one word (here the stop word) between the pairs.
    matches: (words) =>
      words.some(
        (word, at) =>
          word === 'frost' &&
          words[at + 1] === 'damage' &&
          words[at + 3] === 'minas' &&
          words[at + 4] === 'gerais',
      ),
  },
  {
    id: 'boolean',
    kind: 'OR / -word',
    text: 'arabica OR robusta -frost',
    // websearch_to_tsquery gives 'arabica' | 'robusta' & !'frost', and & binds tighter than |.
    matches: (_words, set) => set.has('arabica') || (set.has('robusta') && !set.has('frost')),
  },
];

/** The lower-cased words of a text, as the checks of BENCH_QUERIES read them. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** One row of the reports table, less what Postgres fills in itself. */
export interface CorpusReport {
  reportTypeId: number;
  name: string;
  summary: string;
  content: string;
  publishedAt: Date;
  totalWordCount: number;
  wordFrequency: Record<string, number>;
  fileKey: string;
  fileSha256: string;
  fileSize: number;
}

export interface CorpusOptions {
  reports: number;
  /** Words of content per report, about. */
  words: number;
  /** The sellable report types the reports are spread over, in turn. */
  types: { id: number; name: string }[];
}

/* Deterministic randomness: mulberry32 over an FNV-1a hash of a label, as the demo reports do. */

function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Random = () => number;

export function seededRandom(label: string): Random {
  let state = hashSeed(label);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: Random, items: ArrayLike<T>): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Draws entries by rank r with weight 1 / (r + 2.7) (Zipf–Mandelbrot, as word frequencies go). */
class ZipfSampler {
  private readonly cumulative: Float64Array;

  constructor(readonly entries: readonly string[]) {
    this.cumulative = new Float64Array(entries.length);
    let total = 0;
    for (let rank = 0; rank < entries.length; rank += 1) {
      total += 1 / (rank + 1 + 2.7);
      this.cumulative[rank] = total;
    }
  }

  sample(random: Random): string {
    const target = random() * this.cumulative[this.cumulative.length - 1]!;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return this.entries[low]!;
  }
}

/** Stems the query checks rely on: no made-up name may read as one of them. */
const RESERVED = ['price', 'frost', 'damag', 'mina', 'gerai', 'arabica', 'robusta', 'mealybug'];

/** Made-up estate, exporter and vessel names from consonant–vowel syllables: the vocabulary's long tail. */
function tailNames(count: number, taken: ReadonlySet<string>): string[] {
  const random = seededRandom('tail');
  const consonants = 'bdfgklmnprstvz';
  const vowels = 'aeiou';
  const names = new Set<string>();
  while (names.size < count) {
    let name = '';
    const syllables = 2 + Math.floor(random() * 3);
    for (let index = 0; index < syllables; index += 1)
      name += pick(random, consonants) + pick(random, vowels);
    if (taken.has(name) || RESERVED.some((stem) => name.startsWith(stem))) continue;
    names.add(name[0]!.toUpperCase() + name.slice(1));
  }
  return [...names];
}

function interleave(...lists: (readonly string[])[]): string[] {
  const merged: string[] = [];
  const longest = Math.max(...lists.map((list) => list.length));
  for (let index = 0; index < longest; index += 1)
    for (const list of lists) if (index < list.length) merged.push(list[index]!);
  return merged;
}

const TAIL = tailNames(
  4000,
  new Set(
    [...FUNCTION_WORDS, ...MARKET_WORDS, ...Object.values(COMMODITY_WORDS).flat(), ...PLACES].flatMap(
      wordsOf,
    ),
  ),
);

/** A report's ranked vocabulary: its soft's words among the market words, the other softs' words last. */
function samplerFor(commodity: string | null): ZipfSampler {
  const own = commodity ? COMMODITY_WORDS[commodity]! : interleave(...Object.values(COMMODITY_WORDS));
  const others = Object.entries(COMMODITY_WORDS)
    .filter(([name]) => commodity !== null && name !== commodity)
    .map(([, words]) => words);
  const ranked = [
    ...FUNCTION_WORDS,
    ...interleave(MARKET_WORDS, own),
    ...PLACES,
    ...TAIL,
    ...interleave(...others),
  ];
  return new ZipfSampler([...new Set(ranked)]);
}

/** A number as reports write them: a price, a change, a volume or a year. */
function numberWord(random: Random): string {
  const kind = random();
  if (kind < 0.35) return (50 + random() * 400).toFixed(2);
  if (kind < 0.6) return `${(random() * 12 - 4).toFixed(1)}%`;
  if (kind < 0.8) return Math.round(1000 + random() * 90_000).toLocaleString('en-US');
  return String(2019 + Math.floor(random() * 8));
}

function sentence(random: Random, sampler: ZipfSampler): { text: string; words: number } {
  const length = 8 + Math.floor(random() * 19);
  const parts: string[] = [];
  let words = 0;
  for (let index = 0; index < length; index += 1) {
    let part = random() < 0.04 ? numberWord(random) : sampler.sample(random);
    words += part.split(' ').length;
    if (index < length - 1 && random() < 0.06) part += ',';
    parts.push(part);
  }
  const text = parts.join(' ');
  return { text: `${text[0]!.toUpperCase()}${text.slice(1)}.`, words };
}

const LATEST_ISSUE = Date.UTC(2026, 10, 16);
const DAY = 24 * 60 * 60 * 1000;

export interface Corpus {
  /** The report at `index` (0 ≤ index < reports): the same text on every run and machine. */
  report(index: number): CorpusReport;
}

export function createCorpus(options: CorpusOptions): Corpus {
  if (options.types.length === 0) throw new Error('the corpus needs at least one report type');
  const commodityOf = (typeName: string): string | null =>
    Object.keys(COMMODITY_WORDS).find((name) => typeName.startsWith(name)) ?? null;
  const samplers = new Map<string | null, ZipfSampler>();
  for (const type of options.types) {
    const commodity = commodityOf(type.name);
    if (!samplers.has(commodity)) samplers.set(commodity, samplerFor(commodity));
  }

  // Which reports hold the rare word and the phrase: fixed by the corpus size alone.
  const shuffled = Array.from({ length: options.reports }, (_, index) => index);
  const random = seededRandom('plants');
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  const rare = new Set(shuffled.slice(0, Math.min(RARE_REPORTS, options.reports)));
  const phraseCount = Math.max(1, Math.round(options.reports * PHRASE_SHARE));
  const typeOf = (index: number) => options.types[index % options.types.length]!;
  const aboutCoffee = (index: number) => {
    const commodity = commodityOf(typeOf(index).name);
    return commodity === null || commodity === 'Coffee';
  };
  const phrase = new Set(
    [...shuffled.filter(aboutCoffee), ...shuffled.filter((index) => !aboutCoffee(index))]
      .filter((index) => !rare.has(index))
      .slice(0, phraseCount),
  );

  return {
    report(index) {
      const type = typeOf(index);
      const sampler = samplers.get(commodityOf(type.name))!;
      const random = seededRandom(`report:${index}`);
      const issue = Math.floor(index / options.types.length);
      const publishedAt = new Date(LATEST_ISSUE - issue * 7 * DAY);
      const name = `${type.name} — ${formatLongDate(publishedAt)}`;

      // Planted sentences go at random places among the sentences the report will about have.
      const planted = new Map<number, string>();
      const sentences = Math.max(1, Math.floor(options.words / 17));
      const plant = (texts: readonly string[]) => {
        let at = Math.floor(random() * sentences);
        while (planted.has(at)) at += 1;
        planted.set(at, pick(random, texts));
      };
      if (rare.has(index)) plant(RARE_SENTENCES);
      if (phrase.has(index)) plant(PHRASE_SENTENCES);

      const lines = [type.name, formatLongDate(publishedAt)];
      let words = 0;
      let count = 0;
      const headings = [...HEADINGS];
      while (words < options.words || planted.size > 0) {
        lines.push(
          headings.length > 0 ? headings.splice(Math.floor(random() * headings.length), 1)[0]! : 'Notes',
        );
        const paragraphs = 2 + Math.floor(random() * 3);
        for (let paragraph = 0; paragraph < paragraphs; paragraph += 1) {
          const texts: string[] = [];
          const length = 3 + Math.floor(random() * 5);
          for (let index = 0; index < length; index += 1, count += 1) {
            const plantedText = planted.get(count);
            if (plantedText) {
              planted.delete(count);
              texts.push(plantedText);
              words += countWords(plantedText);
            } else {
              const made = sentence(random, sampler);
              texts.push(made.text);
              words += made.words;
            }
            if (words >= options.words && planted.size === 0) break;
          }
          lines.push(texts.join(' '));
          if (words >= options.words && planted.size === 0) break;
        }
      }
      const content = lines.join('\n');
      const sha = createHash('sha256').update(content).digest('hex');
      return {
        reportTypeId: type.id,
        name,
        summary: summarise(content),
        content,
        publishedAt,
        totalWordCount: countWords(content),
        wordFrequency: wordFrequency(content),
        fileKey: `reports/${sha}.pdf`,
        fileSha256: sha,
        fileSize: Buffer.byteLength(content),
      };
    },
  };
}
