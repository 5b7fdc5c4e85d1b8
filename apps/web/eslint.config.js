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
    // Playwright fixtures call `use`, which is not React's.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];
