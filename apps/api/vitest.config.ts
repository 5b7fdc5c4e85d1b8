import { workspaceSources } from '@firm/vite-config';
import { defineConfig } from 'vitest/config';

/** The same suite runs on PGlite, and again on a real Postgres when TEST_DATABASE_URL names one. */
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  ...workspaceSources,
  // Node resolves dependencies as the server does: the `module` condition would pick the AWS SDK's dist-es
  // build, whose extensionless imports Node cannot load.
  ssr: { resolve: { conditions: ['@firm/source', 'node', 'development|production'] } },
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    globalSetup: ['test/support/global-setup.ts'],
    projects: databases.map((name) => ({
      extends: true,
      test: { name, include: ['test/**/*.test.ts', 'src/**/*.test.ts'], env: { TEST_DB: name } },
    })),
  },
});
