import { memoryStorage } from '../lib/safeStorage';
import { setupStore, type RootState } from '../app/store';

/** A fresh store for one test, persisting to memory only (Redux docs: one store per test, nothing mocked). */
export const createTestStore = (preloadedState?: Partial<RootState>) =>
  setupStore({ preloadedState, storage: memoryStorage() }).store;
