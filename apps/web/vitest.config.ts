import { componentTestProjects, workspaceSources } from '@firm/vite-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...workspaceSources,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    projects: componentTestProjects(import.meta.dirname),
    setupFiles: ['./src/test/setup.ts'],
    // Forms typed into key by key take seconds in jsdom beside the API suite on a 2-core CI machine.
    testTimeout: 30_000,
  },
});
