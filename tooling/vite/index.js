import { fileURLToPath } from 'node:url';

export { componentTestProjects } from './component-tests.js';
export { precompress } from './precompress.js';
export { stylesFirst } from './styles-first.js';

/** Vite `resolve.alias` entry: browser code gets a zod that never probes for eval (see zod-without-eval.js). */
export const zodWithoutEval = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./zod-without-eval.js', import.meta.url)),
};

/**
 * Resolve workspace packages (@firm/*) from their TypeScript sources through the `@firm/source` export condition,
 * in the browser (client) and on Node (ssr, vitest's node environment). The other conditions are Vite's defaults.
 */
export const workspaceSources = {
  resolve: { conditions: ['@firm/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@firm/source', 'module', 'node', 'development|production'] } },
};
