/**
 * What JavaScript and CSS a route costs on first load, read from a production
 * build: index.html says which chunks the page loads itself, and Vite's manifest
 * (dist/.vite/manifest.json, `build.manifest` in vite.config.ts) which chunk
 * files each of those and each lazy module import and which CSS files come
 * with each chunk; buildApp.ts also records which modules each chunk holds
 * (dist/.vite/bundle-modules.json). Sizes only, so the same build always gives
 * the same answer.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { inlineScriptBodies } from '../vite/inlineScripts';

/**
 * The budget for "/": the JavaScript and CSS of the shell and the home
 * screen, everything it loads before it is interactive, in gzip bytes (200 KB
 * of 1024 bytes).
 */
export const ROUTE_JS_BUDGET_BYTES = 200 * 1024;

/** The home screen, lazy-loaded by the router for "/". */
export const HOME_ROUTE_MODULE = 'src/app/routes/HomePage.tsx';

/** The route table (src/app/router.tsx), whose screens must each be a lazy chunk. */
export const ROUTER_MODULE = 'src/app/router.tsx';

/** Route screens live here; none of them may be in the shell's chunks. */
export const ROUTE_SCREENS_DIR = 'src/app/routes/';

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
  /** The CSS files that come with the chunk: Vite links them before the chunk runs. */
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A file a route loads on first visit, with the sizes a server would send. */
export interface RouteFile {
  /** As in the manifest (`assets/…`); `index.html <script>` or `index.html <style>` for what the page holds inline. */
  file: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** 'shell': index.html, the chunks it names and their static imports; 'route': the route's own chunk and what it adds. */
  loadedFor: 'shell' | 'route';
}

/** The name files had when only JavaScript was counted. */
export type JsFile = RouteFile;

export interface RouteJs {
  route: string;
  /** JavaScript, then CSS, each the shell's then the route's, every file counted once. */
  files: RouteFile[];
  /** JavaScript only, gzip: the shell's, the route's and both (the figures before CSS was counted). */
  shellGzipBytes: number;
  routeGzipBytes: number;
  totalGzipBytes: number;
  /** CSS, gzip: everything the shell and the route link. */
  cssGzipBytes: number;
  /** JavaScript and CSS, gzip: what the budget counts. */
  firstLoadGzipBytes: number;
  firstLoadBrotliBytes: number;
  /** True when the route module is a chunk of its own (a lazy route); false when it sits in another chunk. */
  routeIsLazyChunk: boolean;
}

/**
 * Compressed sizes already worked out, by algorithm and content: every route
 * shares the shell's files, and brotli at quality 11 takes about a second for
 * the largest, so measuring 18 routes would otherwise compress them 18 times.
 */
const compressedSizes = new Map<string, number>();
function remembered(algorithm: 'gzip' | 'brotli', content: Buffer, compress: () => number): number {
  const key = `${algorithm}:${createHash('sha256').update(content).digest('hex')}`;
  let size = compressedSizes.get(key);
  if (size === undefined) {
    size = compress();
    compressedSizes.set(key, size);
  }
  return size;
}

/**
 * The size a server sends: gzip at its best level, 9, as static files are
 * compressed once ahead of serving (nginx's gzip_static, say). Vite's build
 * report uses a faster level, so its figures are a little higher.
 */
export function gzipBytes(content: Buffer): number {
  return remembered('gzip', content, () => gzipSync(content, { level: 9 }).length);
}

/** The same for brotli, at its best quality, 11 (brotli_static; Vite's own report uses none). */
export function brotliBytes(content: Buffer): number {
  return remembered(
    'brotli',
    content,
    () =>
      brotliCompressSync(content, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }).length,
  );
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

/**
 * Vite's tags for the app's chunks in a built page: a module script (group 1, its file) or a modulepreload link
 * (group 2, its file), the leading `/` left out of the file.
 */
const MODULE_TAG =
  /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="\/?([^"]+)"[^>]*><\/script>|<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="\/?([^"]+)"[^>]*>/gi;

/** The files of the app's chunks a built page names, in its order: `assets/…`. */
export function moduleFiles(html: string): string[] {
  return [...html.matchAll(MODULE_TAG)].map(([, script, preload]) => (script ?? preload)!);
}

/**
 * The manifest keys of the chunks index.html loads, in its order: Vite's entry, or, when the entry would only
 * import other chunks, each of those as a module script of its own (the manifest then has no entry for it).
 */
function htmlChunkKeys(distDir: string, manifest: Manifest): string[] {
  const path = join(distDir, 'index.html');
  if (!existsSync(path)) throw new Error(`${path} is missing`);
  const files = moduleFiles(readFileSync(path, 'utf8'));
  if (files.length === 0) throw new Error('index.html loads no chunk');
  return files.map((file) => {
    const key = Object.keys(manifest).find((k) => manifest[k]!.file === file);
    if (!key) throw new Error(`index.html loads ${file}, which the manifest does not have`);
    return key;
  });
}

/** The chunk files index.html loads before the app runs: the chunks it names and their static imports. */
function htmlClosure(distDir: string, manifest: Manifest): Set<string> {
  const into = new Set<string>();
  for (const key of htmlChunkKeys(distDir, manifest)) staticClosure(manifest, key, into);
  return into;
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

/** The CSS files that come with a set of chunk files (each chunk's `css`), in the chunks' order. */
function cssOf(manifest: Manifest, chunkFiles: Set<string>): Set<string> {
  const css = new Set<string>();
  for (const file of chunkFiles) {
    const chunk = Object.values(manifest).find((entry) => entry.file === file);
    for (const sheet of chunk?.css ?? []) css.add(sheet);
  }
  return css;
}

/**
 * What the built index.html holds inline, which runs or applies before any
 * file loads: its scripts without a `src` (JSON data blocks aside) and its
 * style elements, each kind as one piece.
 */
function inlineParts(distDir: string): { file: string; kind: 'js' | 'css'; content: Buffer }[] {
  const path = join(distDir, 'index.html');
  if (!existsSync(path)) return [];
  const html = readFileSync(path, 'utf8');
  const scripts = inlineScriptBodies(html);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)]
    .map(([, body]) => body!.trim())
    .filter(Boolean);
  return [
    ...(scripts.length > 0
      ? [{ file: 'index.html <script>', kind: 'js' as const, content: Buffer.from(scripts.join('\n')) }]
      : []),
    ...(styles.length > 0
      ? [{ file: 'index.html <style>', kind: 'css' as const, content: Buffer.from(styles.join('\n')) }]
      : []),
  ];
}

/** The chunk files the shell loads: the chunks index.html names and their static imports. */
export function shellFiles(distDir: string): Set<string> {
  return htmlClosure(distDir, readManifest(distDir));
}

/**
 * The JavaScript and CSS a first visit to a route loads, each file counted
 * once: the shell (index.html's inline scripts and styles, the chunks it names
 * and their static imports, with their CSS), then the route module's chunk
 * and its static imports, with theirs. The route module is normally a lazy
 * chunk of its own (a manifest key); if it is not (a screen still imported
 * eagerly), whichever chunk holds it is counted. What chunks load later with
 * `import()` is not counted.
 */
export function measureRouteJs(
  distDir: string,
  { routeModule = HOME_ROUTE_MODULE, root = process.cwd() }: { routeModule?: string; root?: string } = {},
): RouteJs {
  const manifest = readManifest(distDir);
  const shell = htmlClosure(distDir, manifest);

  let routeKey: string | undefined = manifest[routeModule] ? routeModule : undefined;
  if (!routeKey) {
    const chunks = readChunkModules(distDir, root);
    const holder = Object.keys(chunks).find((file) => chunks[file]!.includes(routeModule));
    if (!holder) throw new Error(`${routeModule} is in no chunk of ${distDir}`);
    routeKey = Object.keys(manifest).find((key) => manifest[key]!.file === holder);
    if (!routeKey) throw new Error(`the manifest has no chunk ${holder}`);
  }
  const route = staticClosure(manifest, routeKey);
  const shellCss = cssOf(manifest, shell);
  const routeCss = cssOf(manifest, route);

  const measure = (file: string, kind: RouteFile['kind'], loadedFor: RouteFile['loadedFor'], content: Buffer) => ({
    file,
    kind,
    bytes: content.length,
    gzipBytes: gzipBytes(content),
    brotliBytes: brotliBytes(content),
    loadedFor,
  });
  const fromDist = (kind: RouteFile['kind'], shellFiles: Set<string>, routeFiles: Set<string>) =>
    [...shellFiles, ...[...routeFiles].filter((file) => !shellFiles.has(file))].map((file) =>
      measure(file, kind, shellFiles.has(file) ? 'shell' : 'route', readFileSync(join(distDir, file))),
    );
  const inline = inlineParts(distDir).map((part) => measure(part.file, part.kind, 'shell', part.content));
  const files: RouteFile[] = [
    ...inline.filter((file) => file.kind === 'js'),
    ...fromDist('js', shell, route),
    ...inline.filter((file) => file.kind === 'css'),
    ...fromDist('css', shellCss, routeCss),
  ];

  const sum = (list: RouteFile[], size: 'gzipBytes' | 'brotliBytes' = 'gzipBytes') =>
    list.reduce((total, file) => total + file[size], 0);
  const js = files.filter((file) => file.kind === 'js');
  const shellGzipBytes = sum(js.filter((file) => file.loadedFor === 'shell'));
  const routeGzipBytes = sum(js.filter((file) => file.loadedFor === 'route'));
  const cssGzipBytes = sum(files.filter((file) => file.kind === 'css'));
  return {
    route: routeModule,
    files,
    shellGzipBytes,
    routeGzipBytes,
    totalGzipBytes: shellGzipBytes + routeGzipBytes,
    cssGzipBytes,
    firstLoadGzipBytes: shellGzipBytes + routeGzipBytes + cssGzipBytes,
    firstLoadBrotliBytes: sum(files, 'brotliBytes'),
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
  const screens = [...new Set([...lazyScreens, ...routeModules])];
  return {
    lazyScreens,
    eagerScreens: screens.filter((module) => shellModules.has(module)).sort(),
    notOwnChunk: lazyScreens.filter((module) => !manifest[module]?.isDynamicEntry),
  };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(2);

type TableRow = [name: string, raw: string, gzip: string, brotli: string, note: string];

/**
 * A table of the files a route loads and their sizes, for the budget test's
 * message and `npm run bench:bundle`: each file, then the JavaScript alone
 * (the shell's, the route's), the CSS, and both against the budget.
 */
export function formatRouteJs(report: RouteJs, budgetBytes = ROUTE_JS_BUDGET_BYTES): string {
  const total = (kind: RouteFile['kind'], size: 'gzipBytes' | 'brotliBytes') =>
    report.files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file[size], 0);
  const routeNote = report.routeIsLazyChunk ? 'its lazy chunk and imports' : 'not a lazy chunk yet';
  const files = report.files.map((file): TableRow => [
    file.file,
    kib(file.bytes),
    kib(file.gzipBytes),
    kib(file.brotliBytes),
    file.loadedFor,
  ]);
  const totals: TableRow[] = [
    ['JavaScript: shell (index.html and its static imports)', '', kib(report.shellGzipBytes), '', ''],
    [`JavaScript: route (${routeNote})`, '', kib(report.routeGzipBytes), '', ''],
    ['JavaScript', '', kib(report.totalGzipBytes), kib(total('js', 'brotliBytes')), ''],
    ['CSS', '', kib(report.cssGzipBytes), kib(total('css', 'brotliBytes')), ''],
    [
      'total: JavaScript and CSS',
      '',
      kib(report.firstLoadGzipBytes),
      kib(report.firstLoadBrotliBytes),
      `budget ${kib(budgetBytes)} gzip, room ${kib(budgetBytes - report.firstLoadGzipBytes)}`,
    ],
  ];
  const width = Math.max(...[...files, ...totals].map(([name]) => name.length));
  const row = ([name, raw, gzip, brotli, note]: TableRow) =>
    `  ${name.padEnd(width)}  ${raw.padStart(9)}  ${gzip.padStart(9)}  ${brotli.padStart(9)}  ${note}`.trimEnd();
  return [
    `JavaScript and CSS that a first visit to the route of ${report.route} loads (KiB; gzip level 9, brotli quality 11):`,
    row(['file', 'raw', 'gzip', 'brotli', 'loaded for']),
    ...files.map(row),
    ...totals.map(row),
  ].join('\n');
}
