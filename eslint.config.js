import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.e2e-data*/**', 'scripts/bench/.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  // No pattern may take super-linear time on input a visitor controls (docs/decisions/008-hardening.md).
  {
    files: ['server/**/*.ts', 'src/**/*.ts', 'src/**/*.tsx', 'site/**/*.ts', 'site/**/*.tsx', 'admin/**/*.ts', 'admin/**/*.tsx', 'scripts/**/*.{ts,mjs}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'certain' }],
      'regexp/no-super-linear-move': ['error', { report: 'certain', ignoreSticky: false, ignorePartial: false }],
      'regexp/no-misleading-capturing-group': 'error',
    },
  },
  // The public site styles itself with CSS Modules (docs/decisions/046): MUI and Emotion are the back-office's. On the
  // site they were ~30 KiB of every first load and style serialisation at hydration.
  {
    files: ['site/**/*.ts', 'site/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@mui/*', '@emotion/*', 'stylis', 'stylis-*'], message: 'The site is styled with CSS Modules (site/styles/, a *.module.css beside the component): see docs/decisions/046.' }] },
      ],
    },
  },
);
