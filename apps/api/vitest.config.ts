import { availableParallelism } from 'node:os';
import { workspaceSources } from '@firm/vite-config';
import { configDefaults, defineConfig } from 'vitest/config';

/** The same suite runs on PGlite, and again on a real Postgres when TEST_DATABASE_URL names one. */
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

/**
 * Suites whose properties do not depend on the database server (what each caller may do, what any input may cost),
 * run once, on the PGlite leg: PGlite is Postgres, and they are the slowest files of the run.
 */
const ONCE = ['test/security/fuzz.test.ts', 'test/security/authorisation-matrix.test.ts'];

export default defineConfig({
  ...workspaceSources,
  // Node resolves dependencies as the server does: the `module` condition would pick the AWS SDK's dist-es
  // build, whose extensionless imports Node cannot load.
  ssr: { resolve: { conditions: ['@firm/source', 'node', 'development|production'] } },
  test: {
    // A file per core (Vitest's default leaves one core free): each file has its own database, and much of a
    // file's time is spent waiting on Postgres, so two cores run two files.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 30_000,
    globalSetup: ['test/support/global-setup.ts'],
    projects: databases.map((name) => ({
      extends: true,
      test: {
        name,
        include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
        exclude: name === 'pglite' ? configDefaults.exclude : [...configDefaults.exclude, ...ONCE],
        env: { TEST_DB: name },
      },
    })),
  },
});
