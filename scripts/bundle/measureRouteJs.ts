/**
 * What JavaScript a route costs on first load, read from a production build:
 * Vite's manifest (dist/.vite/manifest.json, `build.manifest` in vite.config.ts)
 * says which chunk files each entry and lazy module loads; buildApp.ts also
 * records which modules each chunk holds (dist/.vite/bundle-modules.json).
 * Sizes only, so the same build always gives the same answer.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget for "/": the shell and the home screen, in gzip bytes (200 KB of 1024 bytes). */
export const ROUTE_JS_BUDGET_BYTES = 200 * 1024;

/** The home screen, lazy-loaded by the router for "/". */
export const HOME_ROUTE_MODULE = 'src/app/routes/HomePage.tsx';

/** The route table, whose screens must each be a lazy chunk. */
export const ROUTER_MODULE = 'src/app/router.tsx';

/** Route screens live here; none of them may be in the shell's chunks… */
export const ROUTE_SCREENS_DIR = 'src/app/routes/';

/** …except these, which the router imports eagerly: the heading-and-spinner placeholder for screens still to come. */
export const SHELL_LEVEL_ROUTE_MODULES = ['src/app/routes/ScreenPending.tsx'];

/** Written by buildApp.ts next to the manifest: module paths are relative to the project, with `/`. */
export const BUNDLE_MODULES_FILE = '.vite/bundle-modules.json';

export interface BundleModules {
  /** Chunk file (as in the manifest, `assets/…`) → the modules it holds. */
  chunks: Record<string, string[]>;
  /** Module → the modules it imports with `import()`, for every project module that has any. */
  lazyImports: Record<string, string[]>;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface JsFile {
  file: string;
  bytes: number;
  gzipBytes: number;
  /** 'shell': index.html's entry chunk and its static imports; 'route': the route's own chunk and what it adds. */
  loadedFor: 'shell' | 'route';
}

export interface RouteJs {
  route: string;
  files: JsFile[];
  shellGzipBytes: number;
  routeGzipBytes: number;
  totalGzipBytes: number;
  /** True when the route module is a chunk of its own (a lazy route); false when it sits in another chunk. */
  routeIsLazyChunk: boolean;
}

/**
 * The size a server sends: gzip at its best level, 9, as static files are
 * compressed once ahead of serving (nginx's gzip_static, say). Vite's build
 * report uses a faster level, so its figures are a little higher.
 */
export function gzipBytes(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

export function readManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build with build.manifest on (vite.config.ts)`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** A module's path relative to the project, with `/` (as the manifest's keys are). */
export function projectPath(root: string, absolutePath: string): string {
  return relative(root, absolutePath).split(sep).join('/');
}

/**
 * Which modules each chunk holds: buildApp.ts's record when there is one,
 * else the chunks' source maps (vite.config.ts turns them on), whose sources
 * are the modules, relative to the map.
 */
export function readChunkModules(distDir: string, root = process.cwd()): Record<string, string[]> {
  const recorded = join(distDir, BUNDLE_MODULES_FILE);
  if (existsSync(recorded)) return (JSON.parse(readFileSync(recorded, 'utf8')) as BundleModules).chunks;
  const chunks: Record<string, string[]> = {};
  for (const { file } of Object.values(readManifest(distDir))) {
    const mapPath = join(distDir, `${file}.map`);
    if (!existsSync(mapPath)) continue;
    const { sources } = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
    chunks[file] = sources.map((source) => projectPath(root, resolve(dirname(mapPath), source)));
  }
  return chunks;
}

function readBundleModules(distDir: string): BundleModules {
  const path = join(distDir, BUNDLE_MODULES_FILE);
  if (!existsSync(path)) throw new Error(`${path} is missing: build with scripts/bundle/buildApp.ts`);
  return JSON.parse(readFileSync(path, 'utf8')) as BundleModules;
}

/** The manifest key of index.html's entry chunk. */
function htmlEntryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!key) throw new Error('the manifest has no entry for index.html');
  return key;
}

/** The chunk files a manifest key loads before it runs: its own and, transitively, its static imports. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no "${key}"`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The chunk files the shell loads: index.html's entry chunk and its static imports. */
export function shellFiles(distDir: string): Set<string> {
  const manifest = readManifest(distDir);
  return staticClosure(manifest, htmlEntryKey(manifest));
}

/**
 * The JavaScript a first visit to a route loads, each file counted once:
 * the shell, then the route module's chunk and its static imports. The route
 * module is normally a lazy chunk of its own (a manifest key); if it is not
 * (a screen still imported eagerly), whichever chunk holds it is counted.
 */
export function measureRouteJs(
  distDir: string,
  { routeModule = HOME_ROUTE_MODULE, root = process.cwd() }: { routeModule?: string; root?: string } = {},
): RouteJs {
  const manifest = readManifest(distDir);
  const shell = staticClosure(manifest, htmlEntryKey(manifest));

  let routeKey: string | undefined = manifest[routeModule] ? routeModule : undefined;
  if (!routeKey) {
    const chunks = readChunkModules(distDir, root);
    const holder = Object.keys(chunks).find((file) => chunks[file]!.includes(routeModule));
    if (!holder) throw new Error(`${routeModule} is in no chunk of ${distDir}`);
    routeKey = Object.keys(manifest).find((key) => manifest[key]!.file === holder);
    if (!routeKey) throw new Error(`the manifest has no chunk ${holder}`);
  }
  const route = staticClosure(manifest, routeKey);

  const files: JsFile[] = [...shell, ...[...route].filter((file) => !shell.has(file))].map((file) => {
    const content = readFileSync(join(distDir, file));
    return {
      file,
      bytes: content.length,
      gzipBytes: gzipBytes(content),
      loadedFor: shell.has(file) ? 'shell' : 'route',
    };
  });
  const sum = (list: JsFile[]) => list.reduce((total, file) => total + file.gzipBytes, 0);
  const shellGzipBytes = sum(files.filter((file) => file.loadedFor === 'shell'));
  const routeGzipBytes = sum(files.filter((file) => file.loadedFor === 'route'));
  return {
    route: routeModule,
    files,
    shellGzipBytes,
    routeGzipBytes,
    totalGzipBytes: shellGzipBytes + routeGzipBytes,
    routeIsLazyChunk: routeKey === routeModule,
  };
}

export interface LazyRouteCheck {
  /** What the router loads with `import()`. */
  lazyScreens: string[];
  /** Route screens found in the shell's chunks (should be none). */
  eagerScreens: string[];
  /** Lazily imported screens that are not a dynamic entry chunk of their own (should be none). */
  notOwnChunk: string[];
}

/**
 * Whether every route screen is a lazy chunk: each module the router loads with
 * `import()` is a dynamic entry in the manifest, and no screen (those, and any
 * module under src/app/routes/ but the shell-level ones) is in the shell's chunks.
 * Needs a build made by buildApp.ts, which records the module graph.
 */
export function checkLazyRoutes(distDir: string): LazyRouteCheck {
  const manifest = readManifest(distDir);
  const { chunks, lazyImports } = readBundleModules(distDir);
  const shellModules = new Set([...shellFiles(distDir)].flatMap((file) => chunks[file] ?? []));
  const lazyScreens = lazyImports[ROUTER_MODULE] ?? [];
  const routeModules = Object.values(chunks)
    .flat()
    .filter((module) => module.startsWith(ROUTE_SCREENS_DIR));
  const screens = [...new Set([...lazyScreens, ...routeModules])].filter(
    (module) => !SHELL_LEVEL_ROUTE_MODULES.includes(module),
  );
  return {
    lazyScreens,
    eagerScreens: screens.filter((module) => shellModules.has(module)).sort(),
    notOwnChunk: lazyScreens.filter((module) => !manifest[module]?.isDynamicEntry),
  };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(2);

/** A table of the files a route loads and their sizes, for the budget test's message and `npm run bench:bundle`. */
export function formatRouteJs(report: RouteJs, budgetBytes = ROUTE_JS_BUDGET_BYTES): string {
  const width = Math.max(...report.files.map((file) => file.file.length), 20);
  const row = (name: string, raw: string, gzip: string, note = '') =>
    `  ${name.padEnd(width)}  ${raw.padStart(9)}  ${gzip.padStart(9)}  ${note}`.trimEnd();
  const routeNote = report.routeIsLazyChunk ? 'its lazy chunk and imports' : 'not a lazy chunk yet';
  return [
    `JavaScript that a first visit to the route of ${report.route} loads (KiB; gzip level 9):`,
    row('file', 'raw', 'gzip', 'loaded for'),
    ...report.files.map((file) => row(file.file, kib(file.bytes), kib(file.gzipBytes), file.loadedFor)),
    row('shell (index.html and its static imports)', '', kib(report.shellGzipBytes)),
    row(`route (${routeNote})`, '', kib(report.routeGzipBytes)),
    row(
      'total',
      '',
      kib(report.totalGzipBytes),
      `budget ${kib(budgetBytes)}, room ${kib(budgetBytes - report.totalGzipBytes)}`,
    ),
  ].join('\n');
}
