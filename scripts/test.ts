/**
 * `npm test`: every check and every test runner, in order, then one closing line
 * `N passed, N failed` that totals them all (CI reads it).
 *   1. static checks: TypeScript (app and node), ESLint, Prettier — one "test" each
 *   2. jest: unit tests (server), the app's unit and component tests (jsdom), and the integration suite over PGlite
 *   3. jest: the same integration suite over a real PostgreSQL server
 *      (TEST_DATABASE_URL, or a temporary server started from the machine's PostgreSQL)
 *   4. e2e: the Playwright suite (e2e/) in the system's Chromium, against the app built and
 *      served as `npm start` does, on free ports over a fresh data folder
 * Set MENTORIA_TEST_ONLY=jest to skip the static checks while iterating.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_MISSING, chromiumIsInstalled } from '../e2e/chromium';
import { findPostgresBin, startTemporaryPostgres } from './lib/temporaryPostgres';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];

function banner(title: string) {
  console.log(`\n=== ${title} ===`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function check(name: string, command: string, args: string[]) {
  banner(name);
  if (run(command, args) === 0) {
    total.passed += 1;
  } else {
    total.failed += 1;
    failures.push(name);
  }
}

/** Runs jest and adds its per-test counts; a run that crashes before reporting counts as one failure. */
function jest(name: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  banner(name);
  const dir = mkdtempSync(join(tmpdir(), 'mentoria-jest-'));
  const output = join(dir, 'results.json');
  const status = run(
    process.execPath,
    ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--json', `--outputFile=${output}`, ...args],
    { NODE_NO_WARNINGS: '1', ...env },
  );
  try {
    const results = JSON.parse(readFileSync(output, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numRuntimeErrorTestSuites: number;
    };
    total.passed += results.numPassedTests;
    total.failed += results.numFailedTests + results.numRuntimeErrorTestSuites;
    total.skipped += results.numPendingTests + results.numTodoTests;
    if (status !== 0) failures.push(name);
    if (status !== 0 && results.numFailedTests + results.numRuntimeErrorTestSuites === 0) total.failed += 1;
  } catch {
    total.failed += 1;
    failures.push(`${name} (no results: jest exited with ${status})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs the Playwright suite and adds its per-test counts (a flaky test that passed on retry counts as passed);
 * a run that crashes before reporting, or without a browser, counts as one failure.
 */
function e2e(name: string) {
  banner(name);
  if (!chromiumIsInstalled()) {
    console.log(CHROMIUM_MISSING);
    total.failed += 1;
    failures.push(`${name} (Chromium is not installed)`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'mentoria-e2e-results-'));
  const output = join(dir, 'results.json');
  const status = run('npx', ['playwright', 'test'], { MENTORIA_E2E_JSON: output });
  try {
    const { stats, errors } = JSON.parse(readFileSync(output, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      errors: unknown[];
    };
    total.passed += stats.expected + stats.flaky;
    total.failed += stats.unexpected;
    total.skipped += stats.skipped;
    if (status !== 0) failures.push(name);
    // A global setup that failed (no app, no browser) reports errors and no tests.
    if (status !== 0 && stats.unexpected === 0) total.failed += Math.max(1, errors.length);
  } catch {
    total.failed += 1;
    failures.push(`${name} (no results: playwright exited with ${status})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const only = process.env.MENTORIA_TEST_ONLY;
  if (only !== 'jest') {
    check('typecheck: app (tsconfig.json)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
    check('typecheck: server, scripts, tests (tsconfig.node.json)', 'npx', [
      'tsc',
      '--noEmit',
      '-p',
      'tsconfig.node.json',
    ]);
    // The service worker compiles against the WebWorker library, which neither config above includes.
    check('typecheck: service worker (sw/tsconfig.json)', 'npx', ['tsc', '--noEmit', '-p', 'sw/tsconfig.json']);
    check('lint: eslint', 'npx', ['eslint', '--max-warnings', '0', '.']);
    check('format: prettier --check', 'npx', ['prettier', '--check', '.']);
  }

  jest('jest: unit, web and integration (PGlite)', ['--selectProjects', 'unit', 'web', 'integration']);

  const givenUrl = process.env.TEST_DATABASE_URL;
  const bin = givenUrl ? null : findPostgresBin();
  if (givenUrl) {
    jest('jest: integration (PostgreSQL at TEST_DATABASE_URL)', ['--selectProjects', 'integration', '--runInBand'], {
      TEST_DATABASE_URL: givenUrl,
    });
  } else if (bin) {
    const server = await startTemporaryPostgres(bin);
    try {
      jest(`jest: integration (temporary PostgreSQL from ${bin})`, ['--selectProjects', 'integration'], {
        TEST_DATABASE_URL: server.url,
      });
    } finally {
      server.stop();
    }
  } else {
    banner('jest: integration (PostgreSQL)');
    console.log('PostgreSQL is not installed, so the integration suite cannot run a second time on it.');
    console.log('Install it (Debian: apt-get install postgresql) or set TEST_DATABASE_URL. .ci/run installs it.');
    // On CI the PostgreSQL run is required; on a developer's machine it is reported as skipped.
    if (process.env.CI) {
      total.failed += 1;
      failures.push('integration on PostgreSQL (not installed)');
    } else {
      total.skipped += 1;
    }
  }

  e2e('e2e: Chromium');

  banner('summary');
  if (failures.length > 0) console.log(`failed: ${failures.join('; ')}`);
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
  console.log(`${total.passed} passed, ${total.failed} failed${skipped}`);
  process.exit(total.failed > 0 ? 1 : 0);
}

void main();
