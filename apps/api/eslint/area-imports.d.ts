import type { ESLint } from 'eslint';

/** The module map's lint rule (area-imports.js). */
export declare const areaImports: ESLint.Plugin;
