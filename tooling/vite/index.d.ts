import type { Plugin } from 'vite';

export declare const workspaceSources: {
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
};

/** Writes .br and .gz files beside every text asset of a build. */
export declare function precompress(): Plugin;

/** Vite alias entry: `zod` without its eval probe, for builds served under a CSP without 'unsafe-eval'. */
export declare const zodWithoutEval: { find: RegExp; replacement: string };

/** Moves stylesheet links to the top of <head>, ahead of module scripts and preloads. */
export declare function stylesFirst(): Plugin;

/**
 * Vitest projects for a package's jsdom tests under src/: files that call vi.mock or vi.stubGlobal run isolated,
 * the others share their worker's jsdom and modules.
 */
export declare function componentTestProjects(root: string): {
  extends: true;
  test: { name: string; include: string[]; exclude?: string[]; isolate?: boolean };
}[];
