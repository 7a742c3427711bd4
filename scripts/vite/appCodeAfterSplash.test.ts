import { expect } from '@jest/globals';
import type { Rollup } from 'vite';
import { FIRST_SCREEN_READS, type FirstScreenStarts } from '../../src/app/firstScreens';
import { visitorReadAddress } from '../../sw/cacheKeys';
import {
  APP_CODE_TEMPLATE_ID,
  FIRST_SCREEN_STARTS_ID,
  appCodeFiles,
  screenCode,
  withAppCodeInTemplate,
  withFirstScreenStarts,
} from './appCodeAfterSplash';

const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const script = (src: string) => `<script type="module" crossorigin src="${src}"></script>`;
const preload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
const held = (tags: string) => `<template id="${APP_CODE_TEMPLATE_ID}">${tags}</template>\n    `;

test("the app's module scripts move into the template, in their order, where the first of them was", () => {
  const html = page(
    `<title>Mentoria</title>\n    ${script('/assets/react.js')}\n    ${script('/assets/app.js')}\n    ` +
      `<link rel="stylesheet" crossorigin href="/assets/app.css">`,
  );
  expect(withAppCodeInTemplate(html)).toBe(
    page(
      `<title>Mentoria</title>\n    ${held(script('/assets/react.js') + script('/assets/app.js'))}` +
        `<link rel="stylesheet" crossorigin href="/assets/app.css">`,
    ),
  );
});

test('an entry with modulepreload links keeps both in the template', () => {
  const html = page(`${script('/assets/index.js')}\n${preload('/assets/react.js')}\n${preload('/assets/app.js')}\n`);
  expect(withAppCodeInTemplate(html)).toBe(
    page(held(script('/assets/index.js') + preload('/assets/react.js') + preload('/assets/app.js'))),
  );
});

test('inline scripts, the stylesheet and the splash stay where they are', () => {
  const splash = '<div id="root"><div class="boot-splash">Mentoria</div></div>';
  const inline = '<script id="app-start">start();</script>';
  const html = page(`<script id="theme-boot">boot();</script>${script('/assets/app.js')}`, splash + inline);
  const built = withAppCodeInTemplate(html);
  expect(built).toContain(`<script id="theme-boot">boot();</script>${held(script('/assets/app.js'))}`);
  expect(built).toContain(`<body>${splash}${inline}</body>`);
});

test('a page with no module script fails the build rather than shipping a page that never starts', () => {
  expect(() => withAppCodeInTemplate(page('<script>boot();</script>'))).toThrow(/no module script/);
});

test('the same page built twice comes out the same: nothing is kept from one build to the next', () => {
  const html = page(script('/assets/app.js'));
  expect(withAppCodeInTemplate(html)).toBe(withAppCodeInTemplate(html));
});

test("the files of the app's chunks are read the same before and after the move, without the leading slash", () => {
  const html = page(`${script('/assets/index.js')}${preload('/assets/react.js')}<script>boot();</script>`);
  expect(appCodeFiles(html)).toEqual(['assets/index.js', 'assets/react.js']);
  expect(appCodeFiles(withAppCodeInTemplate(html))).toEqual(['assets/index.js', 'assets/react.js']);
});

describe("the first screens' starts", () => {
  /** A chunk of the bundle, as much of it as the list is made from. */
  const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], css: string[] = []) =>
    ({
      type: 'chunk',
      fileName,
      facadeModuleId,
      imports,
      viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    }) as unknown as Rollup.OutputChunk;
  const bundleOf = (...chunks: Rollup.OutputChunk[]) =>
    Object.fromEntries(chunks.map((item) => [item.fileName, item])) as Rollup.OutputBundle;

  /** A file the build copied as it is: a worker's script imported with `?url`, named from the project's root. */
  const asset = (fileName: string, source: string) =>
    ({ type: 'asset', fileName, originalFileNames: [source] }) as unknown as Rollup.OutputAsset;

  const bundle = bundleOf(
    chunk('assets/app.js', '/p/src/main.tsx', ['assets/react.js'], ['assets/app.css']),
    chunk('assets/react.js', null),
    chunk(
      'assets/HomePage.js',
      '/p/src/app/routes/HomePage.tsx',
      ['assets/app.js', 'assets/screens.js'],
      ['assets/HomePage.css'],
    ),
    chunk('assets/screens.js', null, ['assets/app.js', 'assets/icons.js'], ['assets/screens.css']),
    chunk('assets/icons.js', null, ['assets/screens.js']),
    chunk('assets/SearchPage.js', '/p/src/app/routes/SearchPage.tsx', ['assets/screens.js'], ['assets/screens.css']),
    chunk('assets/ReaderPage.js', '/p/src/app/routes/ReaderPage.tsx', ['assets/screens.js']),
    chunk('assets/pdf.js', '/p/node_modules/pdfjs-dist/build/pdf.mjs', ['assets/screens.js'], ['assets/pdf.css']),
  );
  bundle['assets/pdf.worker.mjs'] = asset('assets/pdf.worker.mjs', 'node_modules/pdfjs-dist/build/pdf.worker.min.mjs');
  const PDF_JS = {
    lazyModules: ['/p/node_modules/pdfjs-dist/build/pdf.mjs'],
    workers: ['/p/node_modules/pdfjs-dist/build/pdf.worker.min.mjs'],
  };
  const built = page(
    `${script('/assets/react.js')}${script('/assets/app.js')}<link rel="stylesheet" crossorigin href="/assets/app.css">`,
  );
  const backend = { url: 'https://abc.supabase.co', anonKey: 'anon' };
  const startsIn = (html: string): FirstScreenStarts =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${FIRST_SCREEN_STARTS_ID}">(.*?)</script>`).exec(html)![1]!,
    );

  test("a screen's code is its chunk and what that imports, each once, without what the page already has", () => {
    const onPage = new Set(['assets/react.js', 'assets/app.js', 'assets/app.css']);
    expect(screenCode(bundle, '/p/src/app/routes/HomePage.tsx', onPage)).toEqual({
      js: ['/assets/HomePage.js', '/assets/screens.js', '/assets/icons.js'],
      css: ['/assets/HomePage.css', '/assets/screens.css'],
      workers: [],
    });
    expect(screenCode(bundle, '/p/src/app/routes/Nowhere.tsx', onPage)).toBeUndefined();
  });

  test('the page lists, after the held scripts, each screen’s code and a visitor’s reads of Home, by path', () => {
    const html = withFirstScreenStarts(
      withAppCodeInTemplate(built),
      bundle,
      { '/': '/p/src/app/routes/HomePage.tsx', '/search': '/p/src/app/routes/SearchPage.tsx' },
      backend,
    );
    expect(html).toContain(`</template>\n    <script type="application/json" id="${FIRST_SCREEN_STARTS_ID}">`);
    const starts = startsIn(html);
    expect(starts.session).toBe('sb-abc-auth-token');
    expect(starts.screens['/']).toEqual({
      js: ['/assets/HomePage.js', '/assets/screens.js', '/assets/icons.js'],
      css: ['/assets/HomePage.css', '/assets/screens.css'],
      workers: [],
      reads: FIRST_SCREEN_READS['/']!.map((read) => visitorReadAddress(backend.url, backend.anonKey, read)),
    });
    expect(starts.screens['/search']).toEqual({
      js: ['/assets/SearchPage.js', '/assets/screens.js', '/assets/icons.js'],
      css: ['/assets/screens.css'],
      workers: [],
      reads: [],
    });
    // Still the app's code only: the list is not taken for one of its chunks.
    expect(appCodeFiles(html)).toEqual(['assets/react.js', 'assets/app.js']);
  });

  test('a screen that needs more at once lists it too: the chunks of what it imports lazily, and its workers’ files', () => {
    const onPage = new Set(['assets/react.js', 'assets/app.js', 'assets/app.css']);
    expect(screenCode(bundle, '/p/src/app/routes/ReaderPage.tsx', onPage, PDF_JS)).toEqual({
      js: ['/assets/ReaderPage.js', '/assets/screens.js', '/assets/icons.js', '/assets/pdf.js'],
      css: ['/assets/screens.css', '/assets/pdf.css'],
      workers: ['/assets/pdf.worker.mjs'],
    });
    const html = withFirstScreenStarts(
      withAppCodeInTemplate(built),
      bundle,
      { '/ebookcontent': '/p/src/app/routes/ReaderPage.tsx', '/search': '/p/src/app/routes/SearchPage.tsx' },
      backend,
      { '/ebookcontent': PDF_JS },
    );
    expect(startsIn(html).screens['/ebookcontent']!.workers).toEqual(['/assets/pdf.worker.mjs']);
    expect(startsIn(html).screens['/search']!.workers).toEqual([]);
  });

  test('more code that is not in the build fails it rather than listing stale files', () => {
    const onPage = new Set<string>();
    const reader = '/p/src/app/routes/ReaderPage.tsx';
    expect(() =>
      screenCode(bundle, reader, onPage, { lazyModules: ['/p/node_modules/gone.mjs'], workers: [] }),
    ).toThrow(/no chunk is \/p\/node_modules\/gone.mjs's/);
    expect(() => screenCode(bundle, reader, onPage, { lazyModules: [], workers: ['/p/src/gone.worker.mjs'] })).toThrow(
      /no file of the build is \/p\/src\/gone.worker.mjs/,
    );
  });

  test('a screen whose module has no chunk fails the build rather than listing stale code', () => {
    expect(() =>
      withFirstScreenStarts(withAppCodeInTemplate(built), bundle, { '/gone': '/p/src/Gone.tsx' }, backend),
    ).toThrow(/no chunk is \/p\/src\/Gone.tsx's/);
  });

  test('nothing in the list can end its element early', () => {
    const sneaky = { url: 'https://abc.supabase.co', anonKey: '</script><script>alert(1)</script>' };
    const html = withFirstScreenStarts(
      withAppCodeInTemplate(built),
      bundle,
      { '/': '/p/src/app/routes/HomePage.tsx' },
      sneaky,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script\b/g)!.length);
    expect(startsIn(html).screens['/']!.reads[0]).toContain('apikey=');
  });
});
