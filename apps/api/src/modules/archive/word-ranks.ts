import { createVersionedCache, type Version } from '../../platform/cache/versioned-cache.js';
import type { Metrics } from '../../platform/metrics/metrics.js';
import type { Db } from '../../platform/database/database.js';
import { archiveRepository as repository, type Match } from './repository.js';
import type { TermPlan } from './term-plan.js';

/**
 * Searches of words, AND, OR and negations answered in memory from each word's ranks (docs/decisions/039).
 *
 * The published reports, in order of id, are read once per catalogue version (`Archive`: a slot per report). A word's
 * ranks are one Float32Array of a slot per report (NaN where the report lacks the word), read from report_terms once
 * per catalogue version and kept within a bound. A search's plan is then worked out over those arrays, a slot at a
 * time: what matches and its relevance, the sum of the ranks of the words it asks for, exactly as `orderedMatches`
 * adds them in Postgres (single-precision ranks added in double precision, where their sums are exact), ties by id.
 * What does so grows with the archive only as a few array passes, not as a join and sort of every match in Postgres
 * and the transfer of every match to this process. Phrases, a report type and sorting by name are left to Postgres.
 */

/** The published reports at one catalogue version: a slot each, in order of id. */
interface Archive {
  /** Tells one reading of the archive from the next: a word's ranks are laid out for one. */
  generation: number;
  ids: Int32Array;
  reportTypeIds: Int32Array;
  slotOf: Map<number, number>;
}

/** What a part of a search gives each slot: whether it matches, and its relevance where it does. */
interface Worked {
  matches: Uint8Array;
  scores: Float64Array;
}

/** Ranks kept in memory: at most this many words, and this many ranks in all (4 bytes each: 32 MiB). */
const CACHED_WORDS = 4_000;
const CACHED_RANKS = 8_000_000;
/**
 * Of those, the ranks of the archive's most common words are read ahead, up to this many (three quarters of the
 * bound: 300 words at 20,000 reports): a word in most reports is the costly one to read on demand (a row per report),
 * a rare one is cheap.
 */
const READ_AHEAD_RANKS = 6_000_000;

/** The parts of an AND (negated ones too) or an OR. */
const partsOf = (plan: Extract<TermPlan, { kind: 'and' | 'or' }>) =>
  plan.kind === 'and' ? [...plan.all, ...plan.none] : plan.any;

/** Whether the plan is answered here: words, AND, OR and negations, no phrase. */
function answersPlan(plan: TermPlan): boolean {
  if (plan.kind === 'term') return true;
  if (plan.kind === 'phrase') return false;
  return partsOf(plan).every(answersPlan);
}

/** The plan's words, each once. */
function lexemesOf(plan: TermPlan): string[] {
  if (plan.kind === 'term') return [plan.lexeme];
  if (plan.kind === 'phrase') return plan.lexemes;
  return [...new Set(partsOf(plan).flatMap(lexemesOf))];
}

/**
 * The plan worked out over every slot, as termMatchesSql answers it: a word matches where the report holds it, with
 * its rank; an AND where all its parts match and none of its negations, with the sum of its parts' relevance; an OR
 * where any part matches, with the sum of the relevance of the parts that do.
 */
function work(plan: TermPlan, ranks: Map<string, Float32Array>, size: number): Worked {
  const matches = new Uint8Array(size);
  const scores = new Float64Array(size);
  if (plan.kind === 'term') {
    const word = ranks.get(plan.lexeme)!;
    for (let slot = 0; slot < size; slot += 1) {
      const rank = word[slot]!;
      if (!Number.isNaN(rank)) {
        matches[slot] = 1;
        scores[slot] = rank;
      }
    }
    return { matches, scores };
  }
  if (plan.kind === 'and') {
    const all = plan.all.map((part) => work(part, ranks, size));
    const none = plan.none.map((part) => work(part, ranks, size));
    matches.fill(1);
    for (const part of all) {
      for (let slot = 0; slot < size; slot += 1) {
        matches[slot]! &= part.matches[slot]!;
        scores[slot]! += part.scores[slot]!;
      }
    }
    for (const part of none) {
      for (let slot = 0; slot < size; slot += 1) if (part.matches[slot]) matches[slot] = 0;
    }
    return { matches, scores };
  }
  if (plan.kind === 'or') {
    for (const part of plan.any.map((any) => work(any, ranks, size))) {
      for (let slot = 0; slot < size; slot += 1) {
        if (part.matches[slot]) {
          matches[slot] = 1;
          scores[slot]! += part.scores[slot]!;
        }
      }
    }
    return { matches, scores };
  }
  throw new Error('A phrase is answered by Postgres.');
}

/** The search's order over slots: higher relevance first, then the lower slot (the lower id). */
const inOrder = (scores: Float64Array) => (a: number, b: number) => scores[b]! - scores[a]! || a - b;

/** The matching slots in the search's order (relevance, then id), at most `limit` of them. */
function orderedSlots(worked: Worked, limit: number): number[] {
  if (limit < worked.matches.length) return firstSlots(worked, limit);
  const matching: number[] = [];
  for (let slot = 0; slot < worked.matches.length; slot += 1) if (worked.matches[slot]) matching.push(slot);
  return matching.sort(inOrder(worked.scores));
}

/**
 * The first `limit` matching slots in the search's order, in one pass over the slots: a heap of the `limit` best so
 * far, its root the one that ranks last (the lowest relevance, and of equal relevance the highest slot). The slots
 * come in order of id, so a later slot displaces the root only with a higher relevance. Of 20,000 matches: 0.7 ms
 * against 6 ms for listing and sorting them.
 */
function firstSlots({ matches, scores }: Worked, limit: number): number[] {
  const heap = new Int32Array(limit);
  let size = 0;
  /** Whether slot `a` ranks after slot `b`. */
  const after = (a: number, b: number) => scores[a]! < scores[b]! || (scores[a] === scores[b] && a > b);
  const swap = (i: number, j: number) => {
    const slot = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = slot;
  };
  for (let slot = 0; slot < matches.length; slot += 1) {
    if (!matches[slot]) continue;
    if (size < limit) {
      heap[size] = slot;
      // Up: the slot rises while it ranks after its parent.
      for (let at = size; at > 0 && after(heap[at]!, heap[(at - 1) >> 1]!); at = (at - 1) >> 1)
        swap(at, (at - 1) >> 1);
      size += 1;
    } else if (scores[slot]! > scores[heap[0]!]!) {
      heap[0] = slot;
      // Down: the new root sinks below any child that ranks after it.
      for (let at = 0; ;) {
        const left = 2 * at + 1;
        let last = at;
        if (left < size && after(heap[left]!, heap[last]!)) last = left;
        if (left + 1 < size && after(heap[left + 1]!, heap[last]!)) last = left + 1;
        if (last === at) break;
        swap(at, last);
        at = last;
      }
    }
  }
  return Array.from(heap.subarray(0, size)).sort(inOrder(scores));
}

export function createWordRanks({ db, metrics }: { db: Db; metrics?: Pick<Metrics, 'cacheLookups'> }) {
  const archives = createVersionedCache<Archive>({ max: 1, timeless: true });
  const words = createVersionedCache<Float32Array>({
    max: CACHED_WORDS,
    timeless: true,
    bySize: { sizeOf: (ranks) => ranks.length, maxSize: CACHED_RANKS },
    lookups: metrics?.cacheLookups('archive_word_ranks'),
  });
  let generations = 0;
  let readingAhead: Promise<void> = Promise.resolve();

  const archiveAt = (version: Version, now: number) =>
    archives.get('published', version, now, async () => {
      const rows = await repository.publishedReports(db);
      const ids = Int32Array.from(rows, (row) => row.id);
      const archive = {
        generation: (generations += 1),
        ids,
        reportTypeIds: Int32Array.from(rows, (row) => row.reportTypeId),
        slotOf: new Map(rows.map((row, slot) => [row.id, slot])),
      };
      readingAhead = readAhead(archive, version, now);
      return { value: archive };
    });

  const ranksOf = (archive: Archive, lexeme: string, version: Version, now: number) =>
    words.get(`${archive.generation}\u0000${lexeme}`, version, now, async () => {
      const ranks = new Float32Array(archive.ids.length).fill(Number.NaN);
      const { reportIds, scores } = await repository.wordRanks(db, lexeme);
      reportIds.forEach((reportId, index) => {
        const slot = archive.slotOf.get(reportId);
        if (slot !== undefined) ranks[slot] = scores[index]!;
      });
      return { value: ranks };
    });

  /**
   * Reads the ranks of the archive's most common words (Postgres's statistics of report_terms name them, most common
   * first), one word at a time, so that a search of common words seldom waits for one. Stops once the archive is
   * read again. A failure only leaves the words to be read when asked.
   */
  async function readAhead(archive: Archive, version: Version, now: number): Promise<void> {
    try {
      const count = Math.floor(READ_AHEAD_RANKS / Math.max(1, archive.ids.length));
      for (const lexeme of (await repository.commonLexemes(db)).slice(0, count)) {
        if (archive.generation !== generations) return;
        await ranksOf(archive, lexeme, version, now);
      }
    } catch {
      // The words are read on demand instead.
    }
  }

  return {
    /**
     * The first `limit` matches of the plan in the search's order (every match without one), as of the catalogue
     * `version`; null when the plan holds a phrase, which Postgres answers.
     */
    async matches(plan: TermPlan, version: Version, now: number, limit = Infinity): Promise<Match[] | null> {
      if (!answersPlan(plan)) return null;
      const archive = await archiveAt(version, now);
      const lexemes = lexemesOf(plan);
      const ranks = new Map(
        await Promise.all(
          lexemes.map(async (lexeme) => [lexeme, await ranksOf(archive, lexeme, version, now)] as const),
        ),
      );
      const slots = orderedSlots(work(plan, ranks, archive.ids.length), limit);
      return slots.map((slot) => ({ id: archive.ids[slot]!, reportTypeId: archive.reportTypeIds[slot]! }));
    },

    /** Settles once the common words of the archive last read have been read ahead (or the reading stopped). */
    readAhead: () => readingAhead,
  };
}

export type WordRanks = ReturnType<typeof createWordRanks>;
