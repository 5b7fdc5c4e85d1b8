import react from '@firm/eslint-config/react';
import globals from 'globals';

export default [
  ...react,
  {
    // Build and measurement scripts run on Node and report to the terminal.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    // Written into prerendered pages: it runs in the browser.
    files: ['scripts/app-loader.mjs', 'scripts/early-input.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Shared pieces serve the features; they never reach into one (DESIGN §2: nothing imports upward).
    files: ['src/components/**', 'src/data/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**'], message: 'Shared code must not import a feature.' }] },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];
