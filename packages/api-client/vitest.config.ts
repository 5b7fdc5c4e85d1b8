import { workspaceSources } from '@firm/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...workspaceSources,
  test: { include: ['test/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 30_000 },
});
