import { memoryStorage } from '../lib/safeStorage';
import { setupStore, type RootState } from '../app/store';
import { learnerStateFor } from './learnerStateFor';

/** A fresh store for one test, persisting to memory only (Redux docs: one store per test, nothing mocked). */
export const createTestStore = (preloadedState?: Partial<RootState>) =>
  setupStore({ preloadedState, storage: memoryStorage(), learnerState: learnerStateFor(preloadedState) }).store;
