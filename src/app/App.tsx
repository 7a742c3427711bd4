import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { Spinner } from '../shared/ui/Spinner';
import type { AppRouter } from './router';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  persistor: Persistor;
  router: AppRouter;
}

/** The app: one store (rehydrated before the first screen), one router; both made once at boot (main.tsx). */
export function App({ store, persistor, router }: AppProps) {
  return (
    <Provider store={store}>
      <PersistGate loading={<Spinner label="Starting Mentoria…" />} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  );
}
