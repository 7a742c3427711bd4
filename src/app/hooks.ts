import { createSelector } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { PersistedState } from 'redux-persist';
import type { LearnerSlices } from './rootReducer';
import type { AppDispatch, AppStore, RootState } from './store';

/** The only place react-redux's hooks are typed; everything else uses these. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
export const createAppSelector = createSelector.withTypes<RootState>();

const LEARNER_SLICES: readonly (keyof LearnerSlices)[] = [
  'lessonProgress',
  'learnerSettings',
  'learningActivity',
  'offlineCourses',
  'annotations',
];

/**
 * Whether the learner's slices are in the store and back from the device
 * (docs/architecture.md#the-learners-state-joins-the-store-on-sign-in). Before, their selectors answer with the
 * empty state, and what is recorded would be lost: screens and controls that record wait for this.
 */
export const selectLearnerStateRestored = (state: RootState): boolean =>
  LEARNER_SLICES.every((path) => (state[path] as Partial<PersistedState> | undefined)?._persist?.rehydrated === true);

export const useLearnerStateRestored = (): boolean => useAppSelector(selectLearnerStateRestored);
