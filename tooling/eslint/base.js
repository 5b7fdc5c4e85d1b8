import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Rules every package keeps: recommended JS and type-aware TypeScript checks. */
export const base = tseslint.config(
  {
    ignores: ['**/dist/**', '**/storybook-static/**', '**/*.gen.ts', '**/coverage/**', '**/test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);

export default base;
