import { workspaceSources } from '@firm/vite-config';
import { defineConfig } from 'vitest/config';

/**
 * The fault suite (`pnpm test:faults`, issue 45): real server processes on a Postgres of its own, which each case
 * stops, kills or takes away as an outage would. One file at a time: each loads the machine as a deployment would.
 */
export default defineConfig({
  ...workspaceSources,
  ssr: { resolve: { conditions: ['@firm/source', 'node', 'development|production'] } },
  test: {
    include: ['faults/**/*.fault.test.ts'],
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
