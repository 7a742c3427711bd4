/**
 * The bundle budget, checked on a real production build: the
 * JavaScript and CSS that "/" loads before it is interactive (the shell and the
 * home screen) are at most 200 KB gzip, and every route screen is a lazy chunk
 * of its own. Sizes, not times,
 * so the result does not depend on the machine. `npm run bench:bundle` prints
 * the same table.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import {
  checkLazyRoutes,
  formatRouteJs,
  HOME_ROUTE_MODULE,
  measureRouteJs,
  shellFiles,
  ROUTE_JS_BUDGET_BYTES,
  type RouteJs,
} from './measureRouteJs';

/** A production build takes a few seconds alone, far more on a busy 2-core machine. */
const BUILD_TIMEOUT_MS = 180_000;

const root = join(__dirname, '..', '..');
const outDir = mkdtempSync(join(tmpdir(), 'mentoria-bundle-'));
let home: RouteJs;
let buildOutput: string;

beforeAll(async () => {
  // In a child process: Vite and its native bundler cannot run inside jest's module sandbox.
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/bundle/buildApp.ts', outDir],
    { cwd: root, timeout: BUILD_TIMEOUT_MS },
  );
  buildOutput = `${stdout}\n${stderr}`;
  home = measureRouteJs(outDir, { root });
}, BUILD_TIMEOUT_MS + 10_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

test(`"/" loads at most ${ROUTE_JS_BUDGET_BYTES / 1024} KB of gzip JavaScript and CSS before it is interactive, the home screen included`, () => {
  const table = formatRouteJs(home);
  if (home.firstLoadGzipBytes > ROUTE_JS_BUDGET_BYTES) {
    throw new Error(`"/" is over its budget:\n${table}`);
  }
  const loaded = (kind: 'js' | 'css', loadedFor: 'shell' | 'route') =>
    home.files.some((file) => file.kind === kind && file.loadedFor === loadedFor);
  expect({ shellJs: loaded('js', 'shell'), shellCss: loaded('css', 'shell'), routeJs: loaded('js', 'route') }).toEqual({
    shellJs: true,
    shellCss: true,
    routeJs: true,
  });
});

test('every route screen is a lazy chunk, none in the shell', () => {
  const { lazyScreens, eagerScreens, notOwnChunk } = checkLazyRoutes(outDir);
  expect(lazyScreens).toContain(HOME_ROUTE_MODULE);
  expect({ eagerScreens, notOwnChunk }).toEqual({ eagerScreens: [], notOwnChunk: [] });
});

test('the chunk every screen shares downloads with the shell, not after it has run', () => {
  expect([...shellFiles(outDir)].filter((file) => /^assets\/screens-[^/]+\.js$/.test(file))).toHaveLength(1);
});

test('building the app prints no warning (what `npm start` shows is its own output, not noise)', () => {
  // Vite's "(!)", the bundler's "[CODE]" reports and the plugins' " WARN " lines, colour codes stripped.
  const warnings = stripVTControlCharacters(buildOutput)
    .split('\n')
    .filter((line) => /\(!\)|\[[A-Z][A-Z_]+\]|\bWARN\b|warning/i.test(line));
  expect(warnings).toEqual([]);
});
