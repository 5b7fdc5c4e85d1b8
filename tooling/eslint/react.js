import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { base } from './base.js';

/** React packages: hooks rules and static accessibility checks on JSX. */
export const react = tseslint.config(...base, jsxA11y.flatConfigs.recommended, {
  plugins: { 'react-hooks': reactHooks },
  rules: {
    'react-hooks/rules-of-hooks': 'error',
    'react-hooks/exhaustive-deps': 'error',
  },
  languageOptions: { globals: { ...globals.browser } },
});

export default react;
