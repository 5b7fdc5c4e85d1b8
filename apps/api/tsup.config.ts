import { defineConfig } from 'tsup';

export default defineConfig({
  // Named entries keep both files directly in dist/, where database.ts finds the migrations folder.
  entry: { server: 'src/server.ts', cli: 'src/cli/index.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // Workspace packages are bundled from their TypeScript sources, so the server runs without building them first.
  noExternal: [/^@firm\//],
  esbuildOptions(options) {
    options.conditions = ['@firm/source'];
  },
});
