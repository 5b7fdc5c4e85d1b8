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

/**
 * The processes the server and the CLI start, as entries of their own: each is emitted beside them in dist/ under
 * its source file's name, where the code starting it looks (src/platform/pdf/pdf-text-reader.ts).
 */
export const processEntries = { 'pdf-text-process': 'src/platform/pdf/pdf-text-process.ts' };

export default defineConfig({
  ...bundleOptions,
  // Named entries keep the files directly in dist/, where database.ts finds the migrations folder.
  entry: { server: 'src/server.ts', cli: 'src/cli/index.ts', ...processEntries },
  clean: true,
  sourcemap: true,
});
