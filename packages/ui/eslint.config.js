import react from '@firm/eslint-config/react';
import globals from 'globals';

export default [
  ...react,
  {
    // The basemap's drawing script runs on Node and reports to the terminal.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
];
