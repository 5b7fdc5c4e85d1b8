import { performance } from 'node:perf_hooks';
import { isNotNull, sql } from 'drizzle-orm';
import { seedReportTypes } from '../src/demo/seed.js';
import type { Db } from '../src/platform/database/database.js';
import { reports, reportTypes } from '../src/platform/database/schema.js';
import { BENCH_QUERIES, createCorpus, wordsOf, type Corpus } from './corpus.js';
import type { BenchConfig, SeedTimings } from './protocol.js';

/** Reports inserted per statement. */
const BATCH = 50;

/** The corpus of the benchmark archive over the sellable report types of the database (seeded by seedArchive). */
export async function archiveCorpus(db: Db, config: Pick<BenchConfig, 'reports' | 'words'>): Promise<Corpus> {
  const types = await db
    .select({ id: reportTypes.id, name: reportTypes.name })
    .from(reportTypes)
    .where(isNotNull(reportTypes.priceSingleCents))
    .orderBy(reportTypes.position, reportTypes.id);
  return createCorpus({ reports: config.reports, words: config.words, types });
}

/**
 * The benchmark archive in a migrated database: the report catalogue, then `config.reports` generated reports over
 * its sellable types (corpus.ts), then ANALYZE (VACUUM ANALYZE with BENCH_VACUUM=1). Returns how long each part
 * took, per query of corpus.ts how many reports must match it, and the corpus (whose later reports are new ones).
 */
export async function seedArchive(
  db: Db,
  config: Pick<BenchConfig, 'reports' | 'words' | 'vacuum'>,
): Promise<{ timings: SeedTimings; expected: Record<string, number>; totalWords: number; corpus: Corpus }> {
  await seedReportTypes(db);
  const corpus = await archiveCorpus(db, config);

  const timings: SeedTimings = { generateMs: 0, insertMs: 0, analyzeMs: 0 };
  const expected: Record<string, number> = Object.fromEntries(BENCH_QUERIES.map((query) => [query.id, 0]));
  let totalWords = 0;
  for (let start = 0; start < config.reports; start += BATCH) {
    let started = performance.now();
    const batch = [];
    for (let index = start; index < Math.min(start + BATCH, config.reports); index += 1) {
      const report = corpus.report(index);
      batch.push(report);
      totalWords += report.totalWordCount;
      const words = wordsOf(`${report.name}\n${report.summary}\n${report.content}`);
      const set = new Set(words);
      for (const query of BENCH_QUERIES) if (query.matches(words, set)) expected[query.id]! += 1;
    }
    timings.generateMs += performance.now() - started;
    started = performance.now();
    await db.insert(reports).values(batch);
    timings.insertMs += performance.now() - started;
  }
  const started = performance.now();
  await db.execute(config.vacuum ? sql`vacuum analyze` : sql`analyze`);
  timings.analyzeMs = performance.now() - started;
  return { timings, expected, totalWords, corpus };
}
