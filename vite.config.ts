import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { previewCacheHeaders } from './scripts/vite/cacheHeaders.ts';
import { minifyInlineScripts } from './scripts/vite/minifyInlineScripts.ts';
import { pdfjsTextLayerCss } from './scripts/vite/pdfjsTextLayerCss.ts';
import { precompressedAssets } from './scripts/vite/precompressedAssets.ts';
import { preloadSharedChunk } from './scripts/vite/preloadSharedChunk.ts';

/** The app's fixed local address, as the README gives it: http://localhost:5173. */
export const APP_PORT = 5173;

/**
 * Code that libraries import but Mentoria never runs, swapped for a few lines
 * in src/lib/bundleStubs (each file says why that is safe) so that the first
 * visit to "/" does not load it (`npm run bench:bundle`). supabase-js builds its
 * realtime and functions clients, and storage-js imports its analytics catalogue,
 * whatever the app uses, so no bundler can drop them. auth-js imports its passkey
 * (WebAuthn) module and builds its API for every client, though Mentoria offers
 * no passkeys. A stub is worth its upkeep only there: react-slick's imports, in a
 * chunk that comes once the first screen is up, are left as they are.
 * These stand on supabase-js's internals, so package.json pins it to an exact
 * version (which pins its auth, realtime, functions and storage packages too),
 * and each stub names the version it was checked against: upgrading means
 * checking them again. jest uses the real packages.
 */
const stub = (file: string) => fileURLToPath(new URL(`./src/lib/bundleStubs/${file}`, import.meta.url));

/** auth-js's own relative import of its passkey module, swapped only where auth-js makes it. */
const stubAuthPasskeys = {
  name: 'mentoria:stub-auth-passkeys',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    const fromAuthJs = importer?.replaceAll('\\', '/').includes('/@supabase/auth-js/');
    return source === './lib/webauthn' && fromAuthJs ? stub('authWebAuthn.ts') : null;
  },
};

/**
 * The service worker (sw/sw.ts, emitted as /sw.js) with the precache list of
 * the build: the shell, every route's chunk and the pdf.js worker (.mjs), so
 * the app starts and reads offline. src/lib/serviceWorker.ts registers it and
 * asks before a new version takes over; public/manifest.webmanifest stays the
 * install manifest as it is.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,woff2,webmanifest}'],
    // The pdf.js worker is about 1 MB, over Workbox's 2 MB default only with room to spare for growth.
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    sourcemap: false,
    // A classic script, as it is registered (lib/registerServiceWorker.ts); the plugin's ES build sets an option
    // the bundler has deprecated and warns about on every build.
    rollupFormat: 'iife',
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  // previewCacheHeaders: a year for hashed assets, revalidation for the rest (`vite preview` only).
  // minifyInlineScripts: index.html's inline scripts minified in the build, as the bundled code is.
  // precompressedAssets: scripts and stylesheets also written as brotli, and sent so to browsers that take it.
  // preloadSharedChunk: the chunk every screen imports downloads with the shell's scripts.
  // pdfjsTextLayerCss: pdf.js's text layer rules alone, for the reader (`virtual:pdfjs-text-layer.css`).
  plugins: [
    react(),
    pdfjsTextLayerCss(),
    stubAuthPasskeys,
    serviceWorker,
    previewCacheHeaders(),
    minifyInlineScripts(),
    precompressedAssets(),
    preloadSharedChunk('screens'),
  ],
  resolve: {
    alias: [
      { find: /^@supabase\/realtime-js$/, replacement: stub('realtimeJs.ts') },
      { find: /^@supabase\/functions-js$/, replacement: stub('functionsJs.ts') },
      { find: /^iceberg-js$/, replacement: stub('icebergJs.ts') },
    ],
  },
  server: { port: APP_PORT, strictPort: true },
  preview: { port: APP_PORT, strictPort: true },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each page and lazy route loads (scripts/bundle measures "/" with it).
    manifest: true,
    // No modulepreload polyfill (~0.4 KB gzip in the entry): every browser the app supports preloads modules.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The bundler reports plugins that run for seconds; precompressedAssets does, by design (brotli at its
      // best ratio, once per build), and the report would print on every `npm start`.
      checks: { bundlerTimings: false },
      output: {
        // Libraries in chunks of their own: they change far less often than the
        // app's code, so a new release leaves them in the browser's cache.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/ },
            {
              name: 'redux',
              test: /node_modules[\\/](@reduxjs|redux|react-redux|redux-persist|reselect|immer|redux-thunk)[\\/]/,
            },
            // The app's own code that the first page needs, as one chunk: left to itself the bundler splits off
            // each small module a lazy chunk shares with the shell, and those extra files cost "/" ~1.5 KB gzip.
            { name: 'app', test: /[\\/]src[\\/]/, tags: ['$initial'] },
            // What two or more screens share (cards, covers, dialogs, fields, icons), as one chunk too: left split,
            // the first screen asked for up to twenty files one after another over a phone's six connections.
            // Not the sign-in calls nor the offline copies' files: no first view needs them, yet in this chunk
            // every screen loaded them (~1.9 KB gzip); left out, each is a chunk of its own, fetched with the
            // login dialog, the library or the reader. Nor what answers an address that names no product
            // (shared/ui/NotFound, features/products/productLoad): only the one-product screens use it. Nor the
            // reader's pdf.js wrapper (lib/pdf*), which the reader's route warms up: only the reader needs it. Nor the
            // token reader (lib/jwtClaims): in the app, only the password reset's calls use it. Nor the video courses'
            // code (courses, lessons, the player, the learner's progress, settings and minutes): the screens that
            // use it fetch it with them, and a first visit to any other screen does not. Nor the queues' sending
            // (lib/positionQueue, lib/queueSync): only the syncs use it, each loaded when it first has work. Nor what
            // saving offline copies takes (lib/offlineFiles, lib/runningDownloads, shared/ui/OfflineCopy and
            // shared/hooks/useDownloadProgress): only the offline controls use it. Nor a lesson's clock (lib/clockTime):
            // only the course screens, the player and Home's course cards use it. Nor the confirmation dialog
            // (shared/ui/ConfirmDialog): only the reviews' Delete (on ebook and course pages) and Settings ask with it.
            // Nor the reader's highlights, notes and bookmarks (features/annotations) and saving a file (lib/saveFile):
            // the reader, the learner's state, Settings' export and the library's Save file fetch them with them.
            {
              name: 'screens',
              test: /[\\/](src[\\/](?!features[\\/](auth|offlineBooks|offlineCourses|courses|lessonProgress|learnerSettings|learningActivity|player|watch|annotations)[\\/]|productUi[\\/]Video|shared[\\/]ui[\\/]NotFound|features[\\/]products[\\/](productLoad|useProductLoad)|shared[\\/](ui[\\/](OfflineCopy|ConfirmDialog)|hooks[\\/]useDownloadProgress)|lib[\\/](pdf|jwtClaims|positionQueue|queueSync|offlineFiles|runningDownloads|clockTime|saveFile))|lucide-react[\\/])/,
              minShareCount: 3,
            },
          ],
        },
      },
    },
  },
});
