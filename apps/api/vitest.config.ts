import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { workspaceSources } from '@firm/vite-config';
import { configDefaults, defineConfig } from 'vitest/config';

/** The same suite runs on PGlite, and again on a real Postgres when TEST_DATABASE_URL names one. */
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
const onceOn = databases.at(-1);

/** Security suites about the database's own behaviour: concurrent redemptions, what search exposes. */
const ON_BOTH = [
  'test/security/promo-code-redemptions.test.ts',
  'test/security/archive-search-exposure.test.ts',
];

/**
 * Suites whose properties do not depend on the database server run once: what each caller may do and what any input
 * may cost, HTTP, files, mail, PDFs, configuration and the command line's parsing. What does depend on it (queries,
 * locks, concurrency, search, migrations) runs on both. They run on the Postgres leg when there is one, which runs
 * them about three times as fast as PGlite does (PGlite works in the test's own thread), else on PGlite.
 */
const ONCE = [
  ...readdirSync(new URL('test/security', import.meta.url))
    .map((file) => `test/security/${file}`)
    .filter((file) => file.endsWith('.test.ts') && !ON_BOTH.includes(file)),
  'test/platform/{http,pdf,mail,files}/**',
  'test/env.test.ts',
  'test/logging.test.ts',
  'test/demo/demo-reports.test.ts',
  'test/modules/site/static-apps.test.ts',
  'test/cli/command-lines.test.ts',
];

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
    projects: databases.map((name) => ({
      extends: true,
      test: {
        name,
        include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
        exclude: name === onceOn ? configDefaults.exclude : [...configDefaults.exclude, ...ONCE],
        env: { TEST_DB: name },
      },
    })),
  },
});
