/**
 * `npm run bench:bundle`: builds the app into a scratch folder and prints the
 * JavaScript a first visit to "/" loads, file by file, in gzip KiB against the
 * budget (README.md#performance), then whether every route screen is a lazy chunk. The same
 * checks run in `npm test` (scripts/bundle/bundleBudget.test.ts); sizes do not
 * depend on the machine.
 * `npm run bench:bundle -- --treemap bundle.html` also writes
 * rollup-plugin-visualizer's treemap of every chunk, module by module
 * (minified sizes, read from the source maps), to see what each library costs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { visualizer } from 'rollup-plugin-visualizer';
import { buildApp, PROJECT_ROOT } from '../bundle/buildApp';
import { checkLazyRoutes, formatRouteJs, measureRouteJs } from '../bundle/measureRouteJs';

const treemapIndex = process.argv.indexOf('--treemap');
const treemap = treemapIndex >= 0 ? process.argv[treemapIndex + 1] : undefined;
if (treemapIndex >= 0 && !treemap) throw new Error('--treemap takes a file name');

const outDir = mkdtempSync(join(tmpdir(), 'mentoria-bench-bundle-'));
try {
  await buildApp(outDir, {
    plugins: treemap ? [visualizer({ filename: resolve(treemap), template: 'treemap', sourcemap: true })] : [],
  });
  console.log(formatRouteJs(measureRouteJs(outDir, { root: PROJECT_ROOT })));
  const { lazyScreens, eagerScreens, notOwnChunk } = checkLazyRoutes(outDir);
  console.log(`\nLazy route screens: ${lazyScreens.length}.`);
  if (eagerScreens.length > 0) console.log(`In the shell, not lazy: ${eagerScreens.join(', ')}`);
  if (notOwnChunk.length > 0) console.log(`Not a chunk of their own: ${notOwnChunk.join(', ')}`);
  if (treemap) console.log(`Treemap: ${resolve(treemap)}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
