import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './eslint/layers.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', '.test-data', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['server/**/*.{ts,mjs}', 'scripts/**/*.{js,mjs,ts}', 'tests/**/*.{ts,tsx}', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  { files: ['sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  { files: ['public/**/*.js', 'scripts/prerender/hold-submit.js', 'scripts/prerender/hold-press.js'], languageOptions: { globals: globals.browser } },
  {
    // DESIGN.md "Layers, and which way imports go", enforced: platform (browser facilities), contract
    // and routing at the bottom, then i18n and api, session, offline, ui, features (never another
    // feature), app on top; the server takes only the contract and the route paths from src/, and
    // those two import nothing, the platform included. To see it bite, add the line
    //   import '../session/api-bridge';
    // to src/api/http.ts: lint reports the wrong-way import (api -> session) and the cycle it
    // closes (the bridge imports http.ts to install the bearer).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { layers },
    rules: { 'layers/direction': 'error', 'layers/no-cycle': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
