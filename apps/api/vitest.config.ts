import { defineConfig } from 'vitest/config';

/** Workspace packages are read from their TypeScript sources: no build needed before the tests. */
const conditions = ['@firm/source', 'module', 'node', 'development|production'];

/** The same suite runs on PGlite, and again on a real Postgres when TEST_DATABASE_URL names one. */
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  ssr: { resolve: { conditions } },
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: databases.map((name) => ({
      extends: true,
      test: { name, include: ['test/**/*.test.ts', 'src/**/*.test.ts'], env: { TEST_DB: name } },
    })),
  },
});
