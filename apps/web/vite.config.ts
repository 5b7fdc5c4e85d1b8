import { precompress, stylesFirst, workspaceSources, zodWithoutEval } from '@firm/vite-config';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  ...workspaceSources,
  resolve: { ...workspaceSources.resolve, alias: [zodWithoutEval] },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    stylesFirst(),
    precompress(),
  ],
  server: {
    port: 5173,
    // `pnpm dev`: the API runs on its own port; the browser sees one origin, as in production.
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      // After an admin signs in, /admin-dashboard/ is the admin shell's dev server, as it is one process in production.
      '/admin-dashboard': { target: 'http://127.0.0.1:5174', ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The whole site's CSS is a few KiB compressed: one stylesheet in the page head beats a render-blocking
    // request per route and component (measured with pnpm perf:web).
    cssCodeSplit: false,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // React's server renderer is the build's prerendering alone (src/prerender.ts): never in the framework.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/](?!.*server)/,
            },
          ],
          experimentalInlineCommonChunks: { maxSize: 4096 },
        },
      },
    },
  },
});
