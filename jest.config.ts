/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/**
 * ts-jest compiles TypeScript to CommonJS for jest (type checking is `tsc`'s job,
 * run separately by `npm test`, so jest only transpiles).
 */
const transform: Config['transform'] = {
  '^.+\\.tsx?$': [
    'ts-jest',
    {
      tsconfig: {
        module: 'commonjs',
        moduleResolution: 'node10',
        jsx: 'react-jsx',
        esModuleInterop: true,
        isolatedModules: true,
        target: 'ES2022',
        resolveJsonModule: true,
      },
      diagnostics: false,
    },
  ],
};

/**
 * Workbox ships its modules as ES modules in .js files: the service worker's
 * tests (sw/, in the unit project) compile them to CommonJS like our own code.
 */
const transformWithWorkbox: Config['transform'] = {
  ...transform,
  '^.+/node_modules/workbox-[^/]+/.+\\.js$': [
    'ts-jest',
    { tsconfig: { module: 'commonjs', allowJs: true, isolatedModules: true, target: 'ES2022' }, diagnostics: false },
  ],
};

const config: Config = {
  // Server and integration tests run a real database (each file starts a backend over a fresh clone)
  // or render PDFs: give tests and hooks room on a busy 2-core machine. Jest reads testTimeout only
  // from the top level, not from a project.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform: transformWithWorkbox,
      transformIgnorePatterns: ['/node_modules/(?!workbox-)'],
      testMatch: ['<rootDir>/server/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts', '<rootDir>/sw/**/*.test.ts'],
    },
    {
      // The app's unit and component tests, in a simulated browser.
      displayName: 'web',
      testEnvironment: 'jsdom',
      transform,
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
      moduleNameMapper: {
        '\\.css$': 'identity-obj-proxy',
        '^(\\./env|.*/lib/env)$': '<rootDir>/src/testing/env.ts',
      },
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      // Data-layer tests import the app's store, which reads its configuration through lib/env.
      moduleNameMapper: { '^(\\./env|.*/lib/env)$': '<rootDir>/src/testing/env.ts' },
      globalSetup: '<rootDir>/tests/support/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/support/globalTeardown.ts',
    },
  ],
};

export default config;
