import { createAction } from '@reduxjs/toolkit';
import type { PersistedState } from 'redux-persist';
import { useAppSelector } from './hooks';
import type { LearnerSlices } from './rootReducer';
import type { AppStore, AppThunk, RootState } from './store';

const LEARNER_SLICES: readonly (keyof LearnerSlices)[] = ['lessonProgress', 'learnerSettings', 'learningActivity'];

/**
 * Whether the learner's slices are in the store and back from the device
 * (docs/architecture.md#the-learners-state-joins-the-store-on-sign-in). Before, their selectors answer with the
 * empty state, and what is recorded would be lost: screens that record wait for this.
 */
export const selectLearnerStateRestored = (state: RootState): boolean =>
  LEARNER_SLICES.every((path) => (state[path] as Partial<PersistedState> | undefined)?._persist?.rehydrated === true);

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

export const useLearnerStateRestored = (): boolean => useAppSelector(selectLearnerStateRestored);
