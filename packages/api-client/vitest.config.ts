import { fileURLToPath } from 'node:url';
import { workspaceSources } from '@firm/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...workspaceSources,
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The API under test keeps report files in one directory per run, removed at the end.
    globalSetup: [fileURLToPath(import.meta.resolve('@firm/api/testing/global-setup'))],
  },
});
