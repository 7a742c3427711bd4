import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppFailure } from './app/shell/AppFailure';
import { rehydrated } from './app/persist';
import { createAppRouter, routerReady } from './app/router';
import { setupStore } from './app/store';
import { startAuthSync } from './features/auth/authSync';
import { updateWaiting } from './features/appUpdate/appUpdate';
import { installPromptStore } from './features/install/installPrompt';
import { restAnswersReread } from './lib/api';
import { onReadsRefreshed, pageStarted } from './lib/serviceWorker';
import './styles/index.css';

/** The app's start, step by step as docs/startup.md#from-the-first-byte-to-the-first-screen draws it. */
async function start() {
  // Made once, outside React: StrictMode renders twice in development and must not make two stores.
  const { store, persistor } = setupStore();
  // redux-persist writes a change on its next tick: a choice made just before the page goes (a reload right after
  // switching the theme) is written now rather than lost.
  window.addEventListener('pagehide', () => void persistor.flush());
  // The browser may offer installation before the first render and on any route: listen from the start.
  installPromptStore();
  // Who is signed in comes from supabase-js for as long as the app runs (docs/product.md#how-the-screens-behave).
  startAuthSync(store.dispatch);
  // On a return visit the service worker answers the first screen's reads from the device, and says when the
  // server's answers differ: the screens then read again (docs/startup.md#a-return-visit-starts-from-the-device).
  onReadsRefreshed(() => store.dispatch(restAnswersReread()));
  // The stored slices first (localStorage: at once), so that the routes' first reads and the first render see
  // the stored books and positions; then the router loads the first screen's code and, beside it, its first reads.
  await rehydrated(persistor);
  const router = createAppRouter(store.dispatch);
  await routerReady(router);
  pageStarted();

  // The splash stays until the first screen can replace it whole. A transition lets React render it in slices,
  // yielding to the browser between them, rather than in one long task that holds off every tap.
  const root = createRoot(document.getElementById('root')!);
  const shown = new Promise<void>((resolve) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App store={store} router={router} onShown={resolve} />
        </StrictMode>,
      ),
    ),
  );

  // Production only: the service worker that lets the app start and read offline, registered once the first
  // screen is on show (docs/startup.md#the-service-worker-waits-for-the-first-screen).
  if (import.meta.env.PROD) {
    void shown
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
