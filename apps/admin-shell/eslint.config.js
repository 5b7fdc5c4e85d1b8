import react from '@firm/eslint-config/react';

const sharedMayNotImportFeatures = {
  group: ['**/features/**'],
  message: 'Shared code never imports a feature (DESIGN §2).',
};

export default [
  ...react,
  {
    files: ['src/components/**', 'src/lib/**', 'src/data/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedMayNotImportFeatures] }] },
  },
  {
    // From features/<name>/, '../other/x' is a sibling feature; shared code is '../../data/x' and the like.
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sharedMayNotImportFeatures,
            { regex: '^\\.\\./(?!\\.\\.)', message: 'A feature never imports another (DESIGN §2).' },
          ],
        },
      ],
    },
  },
];
