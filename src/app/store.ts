import { configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import type { Persistor, WebStorage } from 'redux-persist/es/types';
import { api } from '../lib/api';
import { listenerMiddleware } from './listeners';
import { persistConfig } from './persist';
import { makeRootReducer, type RootReducer } from './rootReducer';
import { safeLocalStorage } from '../lib/safeStorage';

export type RootState = ReturnType<RootReducer>;

/** learnerState.ts, as setupStore uses it when it is given: the learner's slices are then there from the start. */
export interface LearnerStateModule {
  addLearnerSlices: (rootReducer: RootReducer, storage: WebStorage) => void;
  withLearnerStateRestored: (preloaded?: Partial<RootState>) => Partial<RootState>;
}

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Where persisted slices live; tests pass a memory store. */
  storage?: WebStorage;
  /**
   * The learner's state, added at once rather than when someone signs in (tests of the learner's screens, which
   * preload it). The app leaves it out: its code then stays out of a visitor's first visit.
   */
  learnerState?: LearnerStateModule;
}

/** The store's own services that thunks reach through their extra argument. */
export interface StoreServices {
  /** Adds the learner's slices to this store and restores them from storage (once); resolves when they are back. */
  loadLearnerState: () => Promise<void>;
}

/** Builds a store; the app makes one, each test makes its own. */
export function setupStore({ preloadedState: given, storage = safeLocalStorage(), learnerState }: StoreOptions = {}) {
  const rootReducer = makeRootReducer();
  if (learnerState) learnerState.addLearnerSlices(rootReducer, storage);
  const preloadedState = learnerState ? learnerState.withLearnerStateRestored(given) : given;
  const reducer = persistReducer(persistConfig<RootState>(storage), rootReducer);
  let learnerStateLoaded: Promise<void> | undefined;
  const services: StoreServices = {
    loadLearnerState: () =>
      (learnerStateLoaded ??= import('./learnerState').then((loaded) =>
        loaded.restoreLearnerState({ rootReducer, storage, persistor, store }),
      )),
  };
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as ReturnType<typeof reducer> | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: services },
        // redux-persist's own actions carry functions; everything else stays checked.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
  });
  setupListeners(store.dispatch);
  const persistor: Persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof setupStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result = void> = ThunkAction<Result, RootState, StoreServices, UnknownAction>;
