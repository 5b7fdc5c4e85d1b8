import { workspaceSources } from '@firm/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...workspaceSources,
  test: { include: ['src/**/*.test.ts'] },
});
