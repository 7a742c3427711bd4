import { createAction } from '@reduxjs/toolkit';
import { selectLearnerStateRestored } from './hooks';
import type { AppStore, AppThunk } from './store';

/**
 * The learner's slices were added to a running store: as the store's first action does, this one gives them their
 * initial state, before the persistor hands them what the device kept.
 */
export const learnerSlicesAdded = createAction('learner/slicesAdded');

/** Adds the learner's slices to the store, once, and resolves when they are restored. */
export const learnerStateWanted =
  (): AppThunk<Promise<void>> =>
  (_dispatch, _getState, { loadLearnerState }) =>
    loadLearnerState();

/** Resolves once the learner's state is in the store and restored (at once if it already is). */
export function whenLearnerStateRestored(store: Pick<AppStore, 'getState' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    const resolveOnceRestored = () => {
      if (!selectLearnerStateRestored(store.getState())) return false;
      resolve();
      return true;
    };
    if (resolveOnceRestored()) return;
    const unsubscribe = store.subscribe(() => {
      if (resolveOnceRestored()) unsubscribe();
    });
  });
}
