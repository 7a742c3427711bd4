import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { startAuthSync } from '../features/auth/authSync';
import { Spinner } from '../shared/ui/Spinner';
import { createAppRouter } from './router';
import { setupStore } from './store';

/** The app: one store (rehydrated before the first screen), one router. */
export function App() {
  const [{ store, persistor }] = useState(() => setupStore());
  const [router] = useState(createAppRouter);
  // Who is signed in comes from supabase-js for as long as the app runs (spec §4).
  useEffect(() => startAuthSync(store.dispatch), [store]);
  return (
    <Provider store={store}>
      <PersistGate loading={<Spinner label="Starting Mentoria…" />} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  );
}
