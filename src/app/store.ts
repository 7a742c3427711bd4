import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import type { WebStorage } from 'redux-persist/es/types';
import { api } from '../lib/api';
import { listenerMiddleware } from './listeners';
import { persistConfig } from './persist';
import { rootReducer } from './rootReducer';
import { safeLocalStorage } from '../lib/safeStorage';

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Where persisted slices live; tests pass a memory store. */
  storage?: WebStorage;
}

/** Builds a store; the app makes one, each test makes its own. */
export function setupStore({ preloadedState, storage = safeLocalStorage() }: StoreOptions = {}) {
  const reducer = persistReducer(persistConfig<RootState>(storage), rootReducer);
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as ReturnType<typeof reducer> | undefined,
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry functions; everything else stays checked.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
  });
  setupListeners(store.dispatch);
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof setupStore>['store'];
export type AppDispatch = AppStore['dispatch'];
