import node from '@firm/eslint-config/node';
import { areaImports } from './eslint/area-imports.js';

export default [
  ...node,
  {
    // The configuration and the platform serve production too: they never depend on the demo content.
    files: ['src/env.ts', 'src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/demo/*'], message: 'src/env.ts and src/platform never import the demo content.' },
          ],
        },
      ],
    },
  },
  {
    // The module map (docs/decisions/032): areas import each other in its direction, through their faces only.
    files: ['src/**/*.ts'],
    plugins: { 'area-imports': areaImports },
    rules: { 'area-imports/module-map': 'error' },
  },
];
