import { precompress, workspaceSources, zodWithoutEval } from '@firm/vite-config';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  ...workspaceSources,
  resolve: { ...workspaceSources.resolve, alias: [zodWithoutEval] },
  base: '/admin-dashboard/',
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    precompress(),
  ],
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { target: 'es2022', sourcemap: true },
});
