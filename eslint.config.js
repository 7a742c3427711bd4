// Lint rules that keep the codebase healthy: typed TypeScript rules, React hook
// rules, and the architecture of docs/architecture.md as rules (the front end's in
// eslint/frontEndArchitecture.js, the back end's in eslint/serverArchitecture.js), so a
// change that breaks it fails `npm run lint`.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import {
  DATA_LAYER_FILES,
  dataLayerRestrictedImports,
  frontEndZones,
  restrictedImports,
} from './eslint/frontEndArchitecture.js';
import { serverZones } from './eslint/serverArchitecture.js';

/** A file a person can read in one sitting, a function they can hold in their head (tests and generated files aside). */
const sizeLimits = {
  'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
  'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'coverage', 'test-results', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.ts',
      'tests/**/*.ts',
      'e2e/**/*.ts',
      '*.config.ts',
      '*.config.js',
      'eslint/**/*.js',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: frontEndZones() }],
      'no-restricted-imports': ['error', restrictedImports],
      // localStorage only through lib/safeStorage.ts (docs/architecture.md#one-way-for-each-job).
      'no-restricted-globals': [
        'error',
        {
          name: 'localStorage',
          message: 'Use lib/safeStorage.ts: a browser that refuses storage still starts the app.',
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Use lib/safeStorage.ts.' },
        { object: 'globalThis', property: 'localStorage', message: 'Use lib/safeStorage.ts.' },
      ],
      ...sizeLimits,
    },
  },
  {
    // The one door to localStorage.
    files: ['src/lib/safeStorage.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx', 'src/testing/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // react-redux is typed once, in app/hooks.ts, and provided once, in app/App.tsx.
    files: ['src/app/hooks.ts', 'src/app/App.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The data layer calls the Supabase client (and raises no toast); tests may reach it to arrange what they need.
    files: DATA_LAYER_FILES,
    rules: { 'no-restricted-imports': ['error', dataLayerRestrictedImports] },
  },
  {
    // Tests arrange whatever state they need, whichever feature owns it; they still never import the backend.
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [{ target: './src', from: './server' }] }],
      'no-restricted-imports': 'off',
      'max-lines': 'off',
      'max-lines-per-function': 'off',
    },
  },
  {
    files: ['src/types/database.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    // The back end's layers: each imports only the layers below it, and nothing of the app.
    files: ['server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones() }],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: sizeLimits,
  },
);
