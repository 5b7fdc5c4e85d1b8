import { availableParallelism } from 'node:os';
import { workspaceSources } from '@firm/vite-config';
import { defineConfig } from 'vitest/config';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Without TEST_DATABASE_URL the whole suite runs on PGlite. With it, the suite runs on Postgres, about three times as
 * fast (PGlite works in the test's own thread, and starts each test's database from the seeded dump in about 0.7 s),
 * and PGlite runs again what the two engines could do differently: the schema, its migrations and the seed, locks
 * taken by the areas, the job queue, the full-text search and the CLI on its data directory. Races between orders
 * (promo codes, invoices, stale orders, payments settling) run on Postgres only: PGlite serves one connection, so
 * its transactions run one after another and a race there cannot be lost. Every journey of the browser tests runs
 * on PGlite too: their server is `pnpm start`'s.
 */
const ENGINE_SENSITIVE = [
  'test/platform/database/**',
  'test/platform/jobs/**',
  'test/demo/seed.test.ts',
  'test/modules/archive/**',
  'test/security/archive-search-exposure.test.ts',
  'test/modules/team/seats.test.ts',
  'test/modules/team/invitations.test.ts',
  'test/modules/team/suspended-by-migration.test.ts',
  'test/modules/accounts/account-purge.test.ts',
  'test/integration/shutdown.test.ts',
  // Seats of a course session counted under its lock (issue 44 asks for both engines: `pnpm start` sells seats too).
  'test/modules/courses/course-seats.test.ts',
  'test/cli/reports-import.test.ts',
  // The alerts' claimed sends and their digests' hours in each member's zone; saved searches and correction notices
  // go the same way, and the archive's search runs here already.
  'test/modules/alerts/publication-alerts.test.ts',
  'test/modules/alerts/digests-and-unsubscribe.test.ts',
];

const ALL = ['test/**/*.test.ts', 'src/**/*.test.ts'];

/** The suite's files in `include`, each on a database of `name` (support/database.ts reads TEST_DB). */
const leg = (name: 'pglite' | 'postgres', include: string[]) => ({
  extends: true as const,
  test: { name, include, env: { TEST_DB: name } },
});

export default defineConfig({
  ...workspaceSources,
  // Node resolves dependencies as the server does: the `module` condition would pick the AWS SDK's dist-es
  // build, whose extensionless imports Node cannot load.
  ssr: { resolve: { conditions: ['@firm/source', 'node', 'development|production'] } },
  test: {
    // A file per core (Vitest's default leaves one core free): each file has its own database, and much of a
    // file's time is spent waiting on Postgres, so two cores run two files.
    maxWorkers: availableParallelism(),
    // Files share their worker's loaded modules (each builds its own app, database and clock, and none replaces
    // a module): loading the app again for every file took more than a fifth of the suite's time.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    globalSetup: ['test/support/global-setup.ts'],
    projects: hasPostgres ? [leg('pglite', ENGINE_SENSITIVE), leg('postgres', ALL)] : [leg('pglite', ALL)],
  },
});
