import { defineConfig, type Options } from 'tsup';

/** How the server and the CLI are bundled; the test suite builds the CLI with these too (test/support/global-setup.ts). */
export const bundleOptions = {
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  // Workspace packages are bundled from their TypeScript sources, so the server runs without building them first.
  noExternal: [/^@firm\//],
  esbuildOptions(options) {
    options.conditions = ['@firm/source'];
  },
} satisfies Options;

export default defineConfig({
  ...bundleOptions,
  // Named entries keep both files directly in dist/, where database.ts finds the migrations folder.
  entry: { server: 'src/server.ts', cli: 'src/cli/index.ts' },
  clean: true,
  sourcemap: true,
});
