/**
 * The built index.html loads the app's code once the splash has been painted, not as the page is parsed.
 *
 * Module scripts never block the parser, but modules already downloaded when parsing ends run before the first
 * paint: with the scripts in the browser's cache or the service worker's, or on a fast line, the page stayed
 * blank while a slow phone compiled and ran ~180 KB (gzip) of JavaScript, and only then showed the splash.
 * Lighthouse, which loads the page unthrottled and simulates a phone from what it saw, counted the whole app as
 * needed for the first paint: FCP ~2.0 s in most runs, 0.75 s once the scripts wait for the paint (#9).
 *
 * So the build puts Vite's module scripts (and modulepreload links, were there any) in a
 * `<template id="app-code">`, where they are inert, and index.html's `app-start` script starts them once the
 * browser reports the first contentful paint, one chunk per task (see there). In `vite dev` index.html's own
 * module script loads the app as usual.
 *
 * Beside them the build lists what the screens the app most often opens on need before it has run
 * (src/app/firstScreens.ts): the screen's chunks and stylesheets, which app-start preloads with the shell's, and
 * a visitor's first reads, which it starts as the page is parsed (withFirstScreenStarts).
 */
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { visitorReadAddress } from '../../sw/cacheKeys.ts';
import {
  FIRST_SCREEN_READS,
  type FirstScreenStarts,
  type MoreScreenCode,
  type ScreenCode,
} from '../../src/app/firstScreens.ts';
import { sessionStorageKeyFor } from '../../src/lib/sessionStorageKey.ts';

/** The template's id; index.html's app-start script looks for it. */
export const APP_CODE_TEMPLATE_ID = 'app-code';

/** The id of what each first screen needs before the app has run; index.html's app-start script starts the one it opens on. */
export const FIRST_SCREEN_STARTS_ID = 'first-screen-starts';

/**
 * Vite's tags for the app's chunks, with the white space that follows each: a module script (group 1, its file)
 * or a modulepreload link (group 2, its file), the leading `/` left out of the file.
 */
const APP_CODE_TAG =
  /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="\/?([^"]+)"[^>]*><\/script>\s*|<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="\/?([^"]+)"[^>]*>\s*/gi;

/** The files of the app's chunks a built page names (in its template or not), in its order: `assets/…`. */
export function appCodeFiles(html: string): string[] {
  return [...html.matchAll(APP_CODE_TAG)].map(([, script, preload]) => (script ?? preload)!);
}

/**
 * The page with its module scripts and modulepreload links moved, in their order, into the template, where the
 * first of them was. Throws when there is no module script: a page Vite built so is not one this knows how to
 * start.
 */
export function withAppCodeInTemplate(html: string): string {
  const tags: { tag: string; isScript: boolean }[] = [];
  let firstAt = -1;
  const rest = html.replace(APP_CODE_TAG, (tag: string, script: string | undefined, _preload, offset: number) => {
    if (firstAt < 0) firstAt = offset;
    tags.push({ tag: tag.trim(), isScript: script !== undefined });
    return '';
  });
  if (!tags.some(({ isScript }) => isScript)) {
    throw new Error('index.html: no module script to hold until the splash is painted');
  }
  const template = `<template id="${APP_CODE_TEMPLATE_ID}">${tags.map(({ tag }) => tag).join('')}</template>\n    `;
  return rest.slice(0, firstAt) + template + rest.slice(firstAt);
}

/** No code beyond the screen's own. */
const NO_MORE_CODE: MoreScreenCode = { lazyModules: [], workers: [] };

/**
 * The files a lazily loaded module's chunk brings beyond those the page already has: the chunk, the chunks it
 * imports (not those it imports lazily), and their stylesheets, each once, as `/assets/…` addresses; with `more`,
 * the same for the modules it imports lazily but needs at once, and the files of the workers it starts (module
 * ids, as `moduleId`). Undefined when no chunk of the bundle is that module's; throws when one of `more` is not in
 * the bundle (the list would silently go stale).
 */
export function screenCode(
  bundle: Rollup.OutputBundle,
  moduleId: string,
  onPage: ReadonlySet<string>,
  more: MoreScreenCode = NO_MORE_CODE,
): ScreenCode | undefined {
  const files = Object.values(bundle);
  const chunks = files.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const chunkOf = (id: string) => chunks.find((chunk) => chunk.facadeModuleId === id);
  const entry = chunkOf(moduleId);
  if (!entry) return undefined;
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const code: ScreenCode = { js: [], css: [], workers: [] };
  const seen = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName) || onPage.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    code.js.push(`/${chunk.fileName}`);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!onPage.has(css)) code.css.push(`/${css}`);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(entry);
  for (const lazy of more.lazyModules) {
    const chunk = chunkOf(lazy);
    if (!chunk) throw new Error(`index.html: no chunk is ${lazy}'s, which ${moduleId} needs at once`);
    visit(chunk);
  }
  const assets = files.filter((file): file is Rollup.OutputAsset => file.type === 'asset');
  for (const worker of more.workers) {
    // The build names an asset's source from the project's root; `worker` is its full path, as module ids are.
    const asset = assets.find((file) => file.originalFileNames.some((name) => worker.endsWith(`/${name}`)));
    if (!asset) throw new Error(`index.html: no file of the build is ${worker}, the worker ${moduleId} starts`);
    code.workers.push(`/${asset.fileName}`);
  }
  code.css = [...new Set(code.css)];
  return code;
}

/** The files a built page names already: its held scripts and its stylesheets, without the leading slash. */
const filesOnPage = (html: string) =>
  new Set([
    ...appCodeFiles(html),
    ...[...html.matchAll(/<link\b[^>]*\bhref="\/?([^"]+\.css)"/gi)].map(([, css]) => css!),
  ]);

/** The backend the app is built for, from Vite's env (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY). */
export interface Backend {
  url: string;
  anonKey: string;
}

/**
 * The page with, after the held scripts, what each first screen needs before the app has run (its code, see
 * screenCode, and a visitor's first reads, FIRST_SCREEN_READS), for index.html's app-start script: otherwise the
 * screen's chunk and stylesheet are asked for only once the shell has downloaded and run, and its reads once the
 * app has started (#9). Throws when a screen's module has no chunk: the list would silently go stale.
 */
export function withFirstScreenStarts(
  html: string,
  bundle: Rollup.OutputBundle,
  firstScreens: Readonly<Record<string, string>>,
  backend: Backend,
  moreCode: Readonly<Record<string, MoreScreenCode>> = {},
): string {
  const onPage = filesOnPage(html);
  const starts: FirstScreenStarts = { session: sessionStorageKeyFor(backend.url), screens: {} };
  for (const [path, moduleId] of Object.entries(firstScreens)) {
    const code = screenCode(bundle, moduleId, onPage, moreCode[path]);
    if (!code) throw new Error(`index.html: no chunk is ${moduleId}'s, the screen at ${path}`);
    const reads = (FIRST_SCREEN_READS[path] ?? []).map((read) =>
      visitorReadAddress(backend.url, backend.anonKey, read),
    );
    starts.screens[path] = { ...code, reads };
  }
  // As data, not script; `<` escaped so that nothing in it can close the element.
  const json = JSON.stringify(starts).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${FIRST_SCREEN_STARTS_ID}">${json}</script>`;
  return html.replace('</template>', () => `</template>\n    ${element}`);
}

/**
 * `firstScreens`: the screens whose code is preloaded with the shell's, by path, each with its module's path from
 * the project's root (src/app/firstScreens.ts); `moreCode`: by path, what such a screen loads later but needs at
 * once (FIRST_SCREEN_MORE_CODE), its files named the same way.
 */
export function appCodeAfterSplash({
  firstScreens = {},
  moreCode = {},
}: {
  firstScreens?: Readonly<Record<string, string>>;
  moreCode?: Readonly<Record<string, MoreScreenCode>>;
} = {}): Plugin {
  let root = process.cwd();
  let backend: Backend | undefined;
  return {
    name: 'mentoria:app-code-after-splash',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      const { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: anonKey } = config.env as Record<
        string,
        string | undefined
      >;
      backend = url && anonKey ? { url, anonKey } : undefined;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const held = withAppCodeInTemplate(html);
        // Without a backend to read from the app cannot start anyway (lib/env.ts says so).
        if (!bundle || !backend) return held;
        const modules = Object.fromEntries(
          Object.entries(firstScreens).map(([path, module]) => [path, resolve(root, module)]),
        );
        const fromRoot = (files: readonly string[]) => files.map((file) => resolve(root, file));
        const more = Object.fromEntries(
          Object.entries(moreCode).map(([path, { lazyModules, workers }]) => [
            path,
            { lazyModules: fromRoot(lazyModules), workers: fromRoot(workers) },
          ]),
        );
        return withFirstScreenStarts(held, bundle, modules, backend, more);
      },
    },
  };
}
