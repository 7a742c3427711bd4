/**
 * The bundle's part of `npm run bench`: what the browser downloads, read from
 * the same production build the budget test makes (scripts/bundle/buildApp.ts).
 * For "/": the JavaScript and CSS it loads before it is interactive (the shell
 * and the home screen's chunk with their static imports), gzip and brotli, set
 * beside the 200 KB gzip budget. For every other route screen: what its lazy
 * chunk adds on top of the shell, beside what "/" loads. And where pdf.js is:
 * only in what the reader's route loads. Sizes do not depend on the machine.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, PROJECT_ROOT } from '../../bundle/buildApp';
import { holdsPdfJsCode } from './pdfJsCode';
import {
  brotliBytes,
  checkLazyRoutes,
  gzipBytes,
  HOME_ROUTE_MODULE,
  measureRouteJs,
  readChunkModules,
  ROUTE_JS_BUDGET_BYTES,
  type RouteJs,
} from '../../bundle/measureRouteJs';
import type { Figure, SectionResult } from '../figures';
import { onInterrupt } from '../interrupted';

const READER_ROUTE_MODULE = 'src/app/routes/ReaderPage.tsx';
const KB = 1024;

type Sizes = { gzipBytes: number; brotliBytes: number };
const sum = (files: readonly Sizes[]) =>
  files.reduce(
    (total, file) => ({
      gzipBytes: total.gzipBytes + file.gzipBytes,
      brotliBytes: total.brotliBytes + file.brotliBytes,
    }),
    {
      gzipBytes: 0,
      brotliBytes: 0,
    },
  );

/** "src/app/routes/EbookPage.tsx" → "EbookPage". */
const screenName = (module: string) => module.replace(/^.*\//, '').replace(/\.tsx?$/, '');

export async function bundleSection({ log }: { log: (line: string) => void }): Promise<SectionResult> {
  const outDir = mkdtempSync(join(tmpdir(), 'mentoria-bench-bundle-'));
  const forgetOutDir = onInterrupt(() => rmSync(outDir, { recursive: true, force: true }));
  try {
    await buildApp(outDir);
    const home = measureRouteJs(outDir, { routeModule: HOME_ROUTE_MODULE, root: PROJECT_ROOT });
    const homeAll = sum(home.files);
    const homeJs = sum(home.files.filter((file) => file.kind === 'js'));
    const homeCss = sum(home.files.filter((file) => file.kind === 'css'));
    const budget = { label: 'budget', value: ROUTE_JS_BUDGET_BYTES / KB };
    const homeReference = { label: '"/" first load', value: homeAll.gzipBytes / KB };
    const figures: Figure[] = [
      {
        section: 'bundle',
        name: '"/" JS + CSS before interactive, gzip',
        value: homeAll.gzipBytes / KB,
        unit: 'KB',
        reference: budget,
        goal: { text: `≤ ${ROUTE_JS_BUDGET_BYTES / KB} KB gzip`, met: homeAll.gzipBytes <= ROUTE_JS_BUDGET_BYTES },
      },
      {
        section: 'bundle',
        name: '"/" JS + CSS before interactive, brotli',
        value: homeAll.brotliBytes / KB,
        unit: 'KB',
        reference: budget,
      },
      {
        section: 'bundle',
        name: '  of which JavaScript, gzip',
        value: homeJs.gzipBytes / KB,
        unit: 'KB',
        reference: budget,
      },
      { section: 'bundle', name: '  of which CSS, gzip', value: homeCss.gzipBytes / KB, unit: 'KB', reference: budget },
    ];

    const { lazyScreens, eagerScreens } = checkLazyRoutes(outDir);
    const routes: Record<string, RouteJs> = {};
    for (const module of lazyScreens.filter((screen) => screen !== HOME_ROUTE_MODULE).sort()) {
      const route = measureRouteJs(outDir, { routeModule: module, root: PROJECT_ROOT });
      routes[module] = route;
      const own = sum(route.files.filter((file) => file.loadedFor === 'route'));
      figures.push({
        section: 'bundle',
        name: `${screenName(module)}: its lazy chunk and imports, gzip (brotli ${(own.brotliBytes / KB).toFixed(1)} KB)`,
        value: own.gzipBytes / KB,
        unit: 'KB',
        reference: homeReference,
      });
    }

    // pdf.js belongs to the reader: no chunk that the shell or another route loads on arrival may hold it.
    const { figures: pdfJsFigures, pdfJsChunks } = whereIsPdfJs(outDir, home, routes, homeReference);
    figures.push(...pdfJsFigures);
    figures.push({
      section: 'bundle',
      name: 'route screens in the shell instead of a lazy chunk',
      value: eagerScreens.length,
      unit: 'count',
      goal: { text: '0', met: eagerScreens.length === 0 },
    });
    log(
      `  "/" ${(homeAll.gzipBytes / KB).toFixed(1)} KB gzip, ${(homeAll.brotliBytes / KB).toFixed(1)} KB brotli; ${lazyScreens.length} lazy route screens`,
    );
    return { figures, details: { home, routes, pdfJsChunks } };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    forgetOutDir();
  }
}

/**
 * pdf.js's figures: its size when the reader loads it, and how many of the chunks holding it a route other
 * than the reader loads (the goal is none).
 */
function whereIsPdfJs(
  outDir: string,
  home: RouteJs,
  routes: Record<string, RouteJs>,
  homeReference: Figure['reference'],
): { figures: Figure[]; pdfJsChunks: string[] } {
  const chunks = readChunkModules(outDir, PROJECT_ROOT);
  const loadedElsewhere = new Set(
    Object.entries(routes)
      .filter(([module]) => module !== READER_ROUTE_MODULE)
      .flatMap(([, route]) => route.files.map((file) => file.file))
      .concat(home.files.map((file) => file.file)),
  );
  const pdfJsChunks = Object.keys(chunks).filter((file) => chunks[file]!.some(holdsPdfJsCode));
  // The reader may load pdf.js with import() after its first paint: only what others load up front counts.
  const pdfJsOutsideReader = pdfJsChunks.filter((file) => loadedElsewhere.has(file));
  const pdfJs = sum(
    pdfJsChunks.map((file) => ({
      gzipBytes: gzipBytes(readFileSync(join(outDir, file))),
      brotliBytes: brotliBytes(readFileSync(join(outDir, file))),
    })),
  );
  const figures: Figure[] = [
    {
      section: 'bundle',
      name: `pdf.js, loaded by the reader when it opens a book, gzip (brotli ${(pdfJs.brotliBytes / KB).toFixed(1)} KB)`,
      value: pdfJs.gzipBytes / KB,
      unit: 'KB',
      reference: homeReference,
      note: 'pdf.js’s worker script is a file of its own (precached by the service worker), not counted here.',
    },
    {
      section: 'bundle',
      name: 'chunks holding pdf.js that a route other than the reader loads',
      value: pdfJsOutsideReader.length,
      unit: 'count',
      goal: { text: '0: pdf.js only in the reader’s', met: pdfJsOutsideReader.length === 0 && pdfJsChunks.length > 0 },
      ...(pdfJsChunks.length === 0 ? { note: 'no chunk holds pdf.js at all: the reader cannot be in this build' } : {}),
    },
  ];
  return { figures, pdfJsChunks };
}
