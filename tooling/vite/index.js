/**
 * Resolve workspace packages (@firm/*) from their TypeScript sources through the `@firm/source` export condition,
 * in the browser (client) and on Node (ssr, vitest's node environment). The other conditions are Vite's defaults.
 */
export const workspaceSources = {
  resolve: { conditions: ['@firm/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@firm/source', 'module', 'node', 'development|production'] } },
};
