import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  router: AppRouter;
  /** Called once the first screen has been committed (the splash is gone): main.tsx starts background work then. */
  onShown?: () => void;
}

/**
 * The app: one store, one router, both made once at boot (main.tsx). The store is rehydrated before the first
 * render (main.tsx waits for `rehydrated`), so no screen ever sees the defaults in place of what was stored.
 */
export function App({ store, router, onShown }: AppProps) {
  // Effects run after the commit that replaced the splash, the whole first screen with it.
  useEffect(() => onShown?.(), [onShown]);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
