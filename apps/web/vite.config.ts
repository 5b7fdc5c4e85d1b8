import { precompress, stylesFirst, workspaceSources, zodWithoutEval } from '@firm/vite-config';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  ...workspaceSources,
  resolve: { ...workspaceSources.resolve, alias: [zodWithoutEval] },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
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
    // Chromium, Firefox and Safari preload modules themselves; an older browser still loads them, only later.
    modulePreload: { polyfill: false },
    // The whole site's CSS is a few KiB compressed: one stylesheet in the page head beats a render-blocking
    // request per route and component (measured with pnpm perf:web).
    cssCodeSplit: false,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // The server renderer is the build's prerendering alone (src/prerender.ts): never in the framework.
          // Nor TanStack Query: it comes with the first page that reads or changes data (src/lib/queries.tsx).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](?!query-core|react-query)[^\\/]+)[\\/](?!.*server)/,
            },
            {
              // In one chunk, loaded by the first page that reads or changes data; its context stays in the entry.
              name: 'queries',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/](?!.*QueryClientProvider)/,
              includeDependenciesRecursively: false,
            },
          ],
          // A shared chunk of up to 16 KiB goes into the chunk that needs it first (the entry's layout and session
          // code into main): every script a page loads costs its request and headers (budget: scripts/script-budget.mjs).
          experimentalInlineCommonChunks: { maxSize: 16384 },
        },
      },
    },
  },
});
