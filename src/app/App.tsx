import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  router: AppRouter;
}

/**
 * The app: one store, one router, both made once at boot (main.tsx). The store is rehydrated before the first
 * render (main.tsx waits for `rehydrated`), so no screen ever sees the defaults in place of what was stored.
 */
export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
