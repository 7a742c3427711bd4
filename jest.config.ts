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

const config: Config = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/server/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/support/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/support/globalTeardown.ts',
      testTimeout: 60_000,
    },
  ],
};

export default config;
