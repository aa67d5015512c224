import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      '.stryker/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // The core runs anywhere: no host globals, time and logging come through ports.
    files: ['core/src/**/*.ts'],
    ignores: ['core/src/**/*.test.ts', 'core/src/**/testing/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'location',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'fetch',
        'process',
        'console',
      ],
    },
  },
  {
    // With noUncheckedIndexedAccess, tests index into arrays they just built.
    files: ['**/*.test.{ts,tsx}', '**/testing/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', '**/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react/prop-types': 'off',
      // Every text a shopper reads goes through t() (docs/ui.md).
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: ['·', '–', '/', '×', '+', '−', '%', '€', '|', '*', ':'],
        },
      ],
    },
  },
  {
    // A store is made observable through `makeStoreObservable`, which leaves it plain on the server.
    files: ['ui/src/**/*.{ts,tsx}'],
    ignores: ['ui/src/app/store-observability.ts', 'ui/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'mobx',
              importNames: ['makeObservable', 'makeAutoObservable'],
              message: "Use makeStoreObservable from 'ui/src/app/store-observability'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The teaser runs on a news site's page: browser globals, no React.
    files: ['teaser/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['ui/src/**/*.test.{ts,tsx}'],
    rules: { 'react/jsx-no-literals': 'off' },
  },
);
