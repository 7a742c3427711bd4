/**
 * Mentoria's service worker: wiring only. The rules are in caching.ts (tested
 * with jest); this file connects them to the install, activate, fetch and
 * message events. Built by vite-plugin-pwa (injectManifest) into /sw.js.
 */
import { setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { addRoute, cleanupOutdatedCaches, createHandlerBoundToURL, precache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { BUCKETS } from '../src/config/buckets';
import { CACHE_NAMES } from './cacheKeys';
import { clearSavedLessonFiles } from './lessonFileKeys';
import {
  clearSavedObjects,
  clearUserAnswers,
  lessonFileFromSavedCopy,
  isOutdatedCache,
  restNetworkFirst,
  routeOf,
  storageObjectFromSavedCopy,
  type RestReadOptions,
} from './caching';
import { appMessageOf, type WorkerMessage } from './messages';
import { restSavedFirst, StartingPages } from './savedFirst';

// fetch called as a method of another object throws "Illegal invocation": the rules get this wrapper.
const network = (request: Request) => fetch(request);

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/** The buckets with rules of their own: covers are cached as they are shown, lessons' files saved by the learner. */
const ROUTED_BUCKETS = { covers: BUCKETS.covers, lessons: [BUCKETS.lessonsFree, BUCKETS.lessonsPremium] };

/** Covers kept at most: about a catalogue's worth of screens. */
const COVERS_MAX_ENTRIES = 300;
const COVERS_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Where the worker remembers who the app last said is signed in (it may be stopped and restarted at any time). */
const SIGNED_IN_USER_KEY = '/__mentoria/signed-in-user';

// The precache is named mentoria-shell-v1, like the worker's other caches.
setCacheNameDetails({ prefix: 'mentoria', precache: 'shell', runtime: 'runtime', suffix: 'v1' });

let signedInUser: Promise<string | null> = caches
  .open(CACHE_NAMES.meta)
  .then((cache) => cache.match(SIGNED_IN_USER_KEY))
  .then(async (found) => (found ? ((await found.json()) as { userId: string | null }).userId : null))
  .catch(() => null);

async function rememberSignedInUser(userId: string | null): Promise<void> {
  const previous = await signedInUser;
  signedInUser = Promise.resolve(userId);
  const meta = await caches.open(CACHE_NAMES.meta);
  await meta.put(SIGNED_IN_USER_KEY, Response.json({ userId }));
  // Someone else now uses this browser: the previous user's answers go.
  if (previous && userId && previous !== userId) await clearUserAnswers(await caches.open(CACHE_NAMES.api), previous);
}

registerRoute(
  ({ request }) => routeOf(request, ROUTED_BUCKETS) === 'cover',
  new CacheFirst({
    cacheName: CACHE_NAMES.covers,
    plugins: [
      // Covers come from the storage server's origin: an <img> without CORS gets an opaque (status 0) answer.
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: COVERS_MAX_ENTRIES,
        maxAgeSeconds: COVERS_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ request }) => routeOf(request, ROUTED_BUCKETS) === 'storageObject',
  async ({ request }) => storageObjectFromSavedCopy(request, await caches.open(CACHE_NAMES.books), network),
);

registerRoute(
  ({ request }) => routeOf(request, ROUTED_BUCKETS) === 'lessonFile',
  async ({ request }) =>
    lessonFileFromSavedCopy(request, await caches.open(CACHE_NAMES.lessons), await signedInUser, network),
);

/** Pages whose first screen is still waiting for its reads (docs/startup.md#a-return-visit-starts-from-the-device). */
const startingPages = new StartingPages();

registerRoute(
  ({ request }) => routeOf(request, ROUTED_BUCKETS) === 'rest',
  async ({ request, event }) => {
    const clientId = (event as FetchEvent).clientId;
    const options: RestReadOptions = {
      cache: await caches.open(CACHE_NAMES.api),
      fetch: network,
      signedInUser: await signedInUser,
    };
    if (!startingPages.isStarting(clientId)) return restNetworkFirst(request, options);
    return restSavedFirst(request, {
      ...options,
      waitUntil: (work) => (event as FetchEvent).waitUntil(work),
      onChanged: () => void tellPage(clientId, { type: 'READS_REFRESHED' }),
    });
  },
);

async function tellPage(clientId: string, message: WorkerMessage): Promise<void> {
  (await self.clients.get(clientId))?.postMessage(message);
}

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Page loads, on any route ("/" too, hence before the precache's own route), start from the app shell saved on
// the device: at once, and offline too. A new release is found as the browser checks /sw.js on the same load,
// and offered by the app (features/appUpdate).
const appShell = createHandlerBoundToURL('/index.html');
registerRoute(
  ({ request }) => routeOf(request, ROUTED_BUCKETS) === 'navigation',
  (options) => {
    startingPages.opened((options.event as FetchEvent).resultingClientId);
    return appShell(options);
  },
);
// The app's scripts, styles and icons, from the precache.
addRoute();

self.addEventListener('activate', (event) => {
  const current = Object.values(CACHE_NAMES) as string[];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => isOutdatedCache(name, current)).map((n) => caches.delete(n))),
      ),
  );
});

self.addEventListener('message', (event) => {
  const message = appMessageOf(event.data);
  if (!message) return;
  if (message.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (message.type === 'PAGE_STARTED') {
    if (event.source instanceof WindowClient) startingPages.started(event.source.id);
  } else if (message.type === 'USER_CHANGED') {
    event.waitUntil(rememberSignedInUser(message.userId));
  } else {
    event.waitUntil(
      (async () => {
        await clearUserAnswers(await caches.open(CACHE_NAMES.api), message.userId);
        if (message.bucket) await clearSavedObjects(await caches.open(CACHE_NAMES.books), message.bucket);
        // Their premium lessons go too (they bought them); free ones stay, served to them only.
        if (message.userId) {
          const lessons = await caches.open(CACHE_NAMES.lessons);
          await clearSavedLessonFiles(lessons, message.userId, BUCKETS.lessonsPremium);
        }
      })(),
    );
  }
});
