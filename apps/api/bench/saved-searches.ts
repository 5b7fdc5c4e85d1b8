import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, like, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { seedReportTypes } from '../src/demo/seed.js';
import { savedSearchRepository } from '../src/modules/alerts/saved-search-repository.js';
import { openDatabase } from '../src/platform/database/database.js';
import { reports, reportTypes, savedSearchMatches, users } from '../src/platform/database/schema.js';

/**
 * `pnpm bench:saved-searches` (issue 42): one new report matched against every member's saved searches, 10,000 by
 * default (`--searches`), in the one statement the announcement runs. A fresh database on BENCH_DATABASE_URL's
 * Postgres server holds members with searches of one to three words, phrases, exclusions and type filters drawn
 * from the market's vocabulary, and a report of about 3,000 words. Prints the median and slowest of `--runs`
 * matches (each starts from no matches recorded) and how many searches matched; fails only when none did.
 */

const { values: options } = parseArgs({
  options: {
    searches: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '7' },
    words: { type: 'string', default: '3000' },
  },
});
const searchCount = Number(options.searches);
const runs = Number(options.runs);
const reportWords = Number(options.words);
for (const [name, value] of Object.entries({ searchCount, runs, reportWords })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number from 1.`);
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const VOCABULARY = (
  'arabica robusta cocoa sugar cotton orange juice certified stocks grindings harvest rainfall frost drought ' +
  'exports imports shipments arrivals port brazil vietnam colombia ivory coast ghana india thailand mexico florida ' +
  'futures spread basis differential premium discount warehouse inventory demand supply deficit surplus ' +
  'ethanol mill crush yield acreage planting flowering pod disease mite weather monsoon el nino la nina freight ' +
  'container hedge fund speculative positioning roaster grinder refiner retail consumption price volatility ' +
  'ratio quality grade bean butter powder liquor raw white refined fibre spinning mills textile concentrate'
).split(' ');

/** A seeded random, so every run matches the same searches against the same report. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `firm_bench_saved_${process.pid}`;
  await admin.unsafe(`create database "${name}"`);
  const dir = await mkdtemp(path.join(tmpdir(), 'firm-bench-saved-'));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: dir });
  try {
    await database.migrate();
    const { db } = database;
    await seedReportTypes(db);
    const types = await db.select({ id: reportTypes.id }).from(reportTypes);
    const next = random(42);
    const word = () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]!;

    // Members, 5 an organisation, each with one saved search.
    const members = Math.ceil(searchCount / 5) * 5;
    await db.execute(sql`
      insert into tenants (name, status)
      select 'Bench Saved ' || n, 'active' from generate_series(1, ${members / 5}) n`);
    await db.execute(sql`
      insert into users (tenant_id, email, first_name, last_name, password_hash, user_type, role, status)
      select t.id, 'm' || m || '-' || t.id || '@saved.bench', 'Member', m::text, 'no-password', 'client',
             'member', 'active'
      from tenants t cross join generate_series(1, 5) m where t.name like 'Bench Saved %'`);
    const userIds = await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, '%@saved.bench'))
      .orderBy(users.email);
    const searches = userIds.slice(0, searchCount).map(({ id }) => {
      const shape = next();
      const words =
        shape < 0.4
          ? word()
          : shape < 0.7
            ? `${word()} ${word()}`
            : shape < 0.85
              ? `"${word()} ${word()}"`
              : `${word()} ${word()} -${word()}`;
      return {
        userId: id,
        name: words,
        pdfSearch: words,
        reportTypeId: next() < 0.3 ? types[Math.floor(next() * types.length)]!.id : null,
        frequency: (['immediate', 'daily', 'weekly'] as const)[Math.floor(next() * 3)]!,
      };
    });
    for (let start = 0; start < searches.length; start += 1000) {
      const slice = searches.slice(start, start + 1000);
      await db.execute(sql`
        insert into saved_searches (user_id, name, pdf_search, report_type_id, frequency, created_at, updated_at)
        select * , now(), now() from (values ${sql.join(
          slice.map(
            (one) =>
              sql`(${one.userId}::uuid, ${one.name}, ${one.pdfSearch}, ${one.reportTypeId}::int, ${one.frequency}::alert_frequency)`,
          ),
          sql`, `,
        )}) as v`);
    }

    const content = Array.from({ length: reportWords }, word).join(' ');
    const [report] = await db
      .insert(reports)
      .values({
        name: 'Bench saved-search report',
        summary: 'A report of the market’s words.',
        content,
        reportTypeId: types[0]!.id,
        publishedAt: new Date(),
        totalWordCount: reportWords,
        wordFrequency: {},
        fileKey: 'bench.pdf',
        fileSha256: 'bench',
        fileSize: 1,
      })
      .returning({ id: reports.id });
    await db.execute(sql`analyze`);

    const times: number[] = [];
    let matched = 0;
    for (let run = 0; run < runs; run += 1) {
      await db.delete(savedSearchMatches).where(eq(savedSearchMatches.reportId, report!.id));
      const start = performance.now();
      matched = (await savedSearchRepository.recordMatches(db, report!.id, new Date())).length;
      times.push(performance.now() - start);
    }

    const rows = [
      ['saved searches', searches.length.toLocaleString('en-GB')],
      ['report words', reportWords.toLocaleString('en-GB')],
      ['searches matched', matched.toLocaleString('en-GB')],
      [`match and record, median of ${runs}`, `${median(times).toFixed(0)} ms`],
      ['slowest run', `${Math.max(...times).toFixed(0)} ms`],
      ['machine', `${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)} at the end`],
    ];
    const width = Math.max(...rows.map(([label]) => label!.length));
    for (const [label, value] of rows) process.stdout.write(`${label!.padEnd(width)}  ${value}\n`);
    if (matched === 0) process.exitCode = 1;
  } finally {
    await database.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
