import node from '@firm/eslint-config/node';

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
];
