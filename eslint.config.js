// Lint rules that keep the codebase healthy: typed TypeScript rules, React hook
// rules, and import rules that keep dependencies flowing one way
// (shared, lib, config -> features -> app; see shared/reference/architecture-anchors.md).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', 'e2e/**/*.ts', '*.config.ts', '*.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The front end never reaches into the backend's code, nor the backend into the front end's.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src', from: './server' },
            { target: './server', from: './src' },
            // shared, lib and config are the bottom layer: they import no feature and no app wiring.
            { target: ['./src/shared', './src/lib', './src/config'], from: ['./src/features', './src/app'] },
            // features never import the app layer (routes, store wiring), except its typed hooks.
            { target: './src/features', from: './src/app', except: ['./hooks.ts'] },
          ],
        },
      ],
    },
  },
);
