import { workspaceSources } from '@firm/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...workspaceSources,
  // Pure functions and schemas: the files share their worker's loaded modules instead of loading them each again.
  test: { include: ['src/**/*.test.ts'], isolate: false },
});
