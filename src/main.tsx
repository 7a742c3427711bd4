import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { FIRST_RENDER_WAIT_MS } from './config/constants';
import { App } from './app/App';
import { AppFailure } from './app/shell/AppFailure';
import { rehydrated } from './app/persist';
import { preloadFirstScreen } from './app/preloadFirstScreen';
import { createAppRouter } from './app/router';
import { setupStore } from './app/store';
import { startAuthSync } from './features/auth/authSync';
import { updateWaiting } from './features/appUpdate/appUpdate';
import { installPromptStore } from './features/install/installPrompt';
import { nextTask } from './lib/nextTask';
import { whenIdle } from './lib/whenIdle';
import './styles/index.css';

/**
 * The app's start, one step per task: on a phone (4× slower CPU) the store takes 40–75 ms, the auth client
 * 45–80 ms and the first reads' dispatch ~50 ms, and one task holding them all, or one of them with the modules'
 * own evaluation, kept taps and scrolls waiting. The first screen's reads go out once the store and the auth
 * client (which they wait for in any case) are made; the router is made while they are on their way; the first
 * render waits for them.
 */
async function start() {
  // The modules have just been evaluated, in this task.
  await nextTask();

  // Made once, outside React: StrictMode renders twice in development and must not make two stores.
  const { store, persistor } = setupStore();
  // redux-persist writes a change on its next tick: a choice made just before the page goes (a reload right after
  // switching the theme) is written now rather than lost.
  window.addEventListener('pagehide', () => void persistor.flush());
  // The browser may offer installation before the first render and on any route: listen from the start.
  installPromptStore();
  await nextTask();

  // Who is signed in comes from supabase-js for as long as the app runs (docs/product.md#how-the-screens-behave).
  startAuthSync(store.dispatch);
  await nextTask();

  const firstScreenReady = preloadFirstScreen(store.dispatch, window.location);
  // The first screen is rendered whole, once its code and first answers are here, rather than as a spinner, then
  // skeletons, then content: each pass is a long task on a phone and the content painted last. A slow or
  // absent network gets the skeletons after FIRST_RENDER_WAIT_MS, as before. The stored slices are always awaited
  // (localStorage: at once), so the first render is the app's, with the stored theme and positions.
  const firstScreenWaited = Promise.race([
    firstScreenReady,
    new Promise((wait) => setTimeout(wait, FIRST_RENDER_WAIT_MS)),
  ]);
  await nextTask();

  const router = createAppRouter();

  await Promise.all([rehydrated(persistor), firstScreenWaited]);
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render the first screen in slices of a few milliseconds, yielding to the browser
  // between them, instead of one long task that holds off every tap and scroll while it runs. The splash
  // stays on screen until the whole screen is ready to replace it.
  const shown = new Promise<void>((resolve) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App store={store} router={router} onShown={resolve} />
        </StrictMode>,
      ),
    ),
  );

  // Production only: the app starts offline from the worker's cache, and a new version waits until the user reloads.
  // Registered once the first screen is on show and the browser is idle, not at the page's `load` (which comes long
  // before it): installing precaches the whole app, megabytes of downloads and cache writes that slowed the first
  // screen's own work on a phone (Lighthouse's total blocking time on "/", median of 3 runs, 462 → 156 ms).
  // A screen whose content comes after its render (the reader's page 1) holds it until then (lib/firstContent.ts).
  if (import.meta.env.PROD) {
    void shown
      .then(whenIdle)
      .then(() => import('./lib/registerServiceWorker'))
      .then(({ registerServiceWorker }) => registerServiceWorker(updateWaiting))
      .catch(() => undefined);
  }
}

/**
 * A start that failed (storage, the router, a library's setup) would leave the splash up for ever: the app's
 * last-resort screen takes its place instead, with a way to reload. Errors after the first render are the
 * screens' and the shell's own (ScreenFailure, AppFailure as the router's error element).
 */
function showStartFailure(error: unknown) {
  console.error('Mentoria could not start', error);
  createRoot(document.getElementById('root')!).render(<AppFailure />);
}

start().catch(showStartFailure);
