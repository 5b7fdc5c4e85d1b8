import { componentTestProjects } from '@firm/vite-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    projects: componentTestProjects(import.meta.dirname),
    setupFiles: ['./src/test/setup.ts'],
    // axe over the whole world map's DOM takes seconds in jsdom, more on a loaded 2-core CI machine.
    testTimeout: 30_000,
  },
});
