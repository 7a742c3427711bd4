import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { persistReducer, type PersistConfig, type Persistor } from 'redux-persist';
import type { WebStorage } from 'redux-persist/es/types';
import {
  annotationRefused,
  annotationsCleared,
  annotationsFlushRequested,
  annotationsSlice,
} from '../features/annotations/annotationsSlice';
import { registerAnnotationsSync } from '../features/annotations/annotationsSyncLoader';
import { sessionChanged } from '../features/auth/authSlice';
import { isUserSwitch } from '../features/auth/authUser';
import {
  learningActivityCleared,
  learningActivitySlice,
  learningMinutesFlushRequested,
} from '../features/learningActivity/learningActivitySlice';
import { registerLearningActivitySync } from '../features/learningActivity/learningActivitySyncLoader';
import { learnerSettingsCleared, learnerSettingsSlice } from '../features/learnerSettings/learnerSettingsSlice';
import {
  lessonProgressCleared,
  lessonProgressFlushRequested,
  lessonProgressSlice,
} from '../features/lessonProgress/lessonProgressSlice';
import { registerLessonProgressSync } from '../features/lessonProgress/lessonProgressSyncLoader';
import { forgetPremiumCourseFilesOf } from '../features/offlineCourses/offlineCourseFiles';
import { offlineCoursesSlice, premiumOfflineCoursesForgotten } from '../features/offlineCourses/offlineCoursesSlice';
import { positionsBelongToSomeoneElse } from '../features/readingProgress/readingProgressSlice';
import { toastRaised } from '../features/toasts/toastsSlice';
import { learnerSlicesAdded, whenLearnerStateRestored } from './learner';
import { isLearnerSliceValid } from './learnerSlicesValid';
import { listenerMiddleware, startAppListening } from './listeners';
import { PERSIST_KEY } from './persist';
import type { LearnerSlices, RootReducer } from './rootReducer';
import type { AppDispatch, AppStore, RootState } from './store';

/**
 * The learner's state (docs/architecture.md#the-learners-state-joins-the-store-on-sign-in): lesson positions,
 * learner settings, learning minutes, offline courses and the reader's highlights, notes and bookmarks, and the listeners that keep them the learner's and send them. A chunk of
 * its own, loaded when someone signs in, so a visitor's first visit does not carry it.
 */

/**
 * Version of each learner slice's stored shape. Bump it on a change, and make `migrate` below carry the old shape
 * over: a stored slice that is not valid is dropped, never merged.
 */
const LEARNER_STATE_VERSION = 1;

const learnerSlices = [
  lessonProgressSlice,
  learnerSettingsSlice,
  learningActivitySlice,
  offlineCoursesSlice,
  annotationsSlice,
] as const;

/** Each slice under a key of its own beside the app's (persist.ts), as redux-persist nests persisted reducers. */
function persistedLearnerSlice(
  path: keyof LearnerSlices,
  reducer: Reducer<LearnerSlices[typeof path]>,
  storage: WebStorage,
): Reducer {
  const config: PersistConfig<LearnerSlices[typeof path]> = {
    key: `${PERSIST_KEY}.${path}`,
    version: LEARNER_STATE_VERSION,
    storage,
    // localStorage answers at once; the default 5 s timer would only keep test processes alive.
    timeout: 0,
    migrate: (stored) => Promise.resolve(isLearnerSliceValid[path](stored) ? stored : undefined),
  };
  return persistReducer(config, reducer as Reducer<LearnerSlices[typeof path], UnknownAction>) as Reducer;
}

const withLearnerSlices = new WeakSet<RootReducer>();

/** Adds the learner's slices to a store's root reducer (once), and their listeners to the app's (once). */
export function addLearnerSlices(rootReducer: RootReducer, storage: WebStorage): void {
  if (withLearnerSlices.has(rootReducer)) return;
  withLearnerSlices.add(rootReducer);
  for (const slice of learnerSlices) {
    rootReducer.inject({
      reducerPath: slice.reducerPath,
      reducer: persistedLearnerSlice(slice.reducerPath, slice.reducer as Reducer, storage),
    });
  }
  startLearnerListeners();
}

/**
 * A new store's state with the learner's slices as if already restored: as given, or empty. For a store made with
 * its learner's state (tests of the learner's screens): redux-persist then leaves them as they are, and writes
 * what changes.
 */
export function withLearnerStateRestored(preloaded: Partial<RootState> = {}): Partial<RootState> {
  const restored: Partial<RootState> = { ...preloaded };
  const asRestored = <S>(state: S) => ({ ...state, _persist: { version: LEARNER_STATE_VERSION, rehydrated: true } });
  restored.lessonProgress = asRestored(preloaded.lessonProgress ?? lessonProgressSlice.getInitialState());
  restored.learnerSettings = asRestored(preloaded.learnerSettings ?? learnerSettingsSlice.getInitialState());
  restored.learningActivity = asRestored(preloaded.learningActivity ?? learningActivitySlice.getInitialState());
  restored.offlineCourses = asRestored(preloaded.offlineCourses ?? offlineCoursesSlice.getInitialState());
  restored.annotations = asRestored(preloaded.annotations ?? annotationsSlice.getInitialState());
  return restored;
}

interface LoadingStore {
  rootReducer: RootReducer;
  storage: WebStorage;
  persistor: Persistor;
  store: Pick<AppStore, 'getState' | 'subscribe'> & { dispatch: AppDispatch };
}

/**
 * Adds the learner's slices to the store and restores them from the device; then what was queued there (offline,
 * or before the page was closed) is sent, as a sign-in sends it.
 */
export async function restoreLearnerState({ rootReducer, storage, persistor, store }: LoadingStore): Promise<void> {
  addLearnerSlices(rootReducer, storage);
  store.dispatch(learnerSlicesAdded());
  // The persistor hands the new keys their stored state, as it did the app's at the start.
  persistor.persist();
  await whenLearnerStateRestored(store);
  store.dispatch(lessonProgressFlushRequested());
  store.dispatch(learningMinutesFlushRequested());
  store.dispatch(annotationsFlushRequested());
}

const ANNOTATION_REFUSED =
  'A highlight or note could not be saved to your account. It is kept on this device: edit it to try again.';

let listenersStarted = false;

/** The learner's listeners, on the app's one listener middleware (shared by every store a test makes). */
function startLearnerListeners(): void {
  if (listenersStarted) return;
  listenersStarted = true;

  // A different person now uses the app (signed out, or another account): the learner's state goes.
  startAppListening({
    actionCreator: sessionChanged,
    effect: (action, { dispatch, getOriginalState }) => {
      const before = getOriginalState().auth;
      if (!isUserSwitch(before, action.payload)) return;
      // Their saved premium courses go from this device (bought by them); free ones stay, listed for them only.
      const signedOut = before.user && !action.payload ? before.user.id : null;
      if (signedOut) {
        dispatch(premiumOfflineCoursesForgotten(signedOut));
        void forgetPremiumCourseFilesOf(signedOut);
      }
      dispatch(lessonProgressCleared());
      dispatch(learnerSettingsCleared());
      dispatch(learningActivityCleared());
      dispatch(annotationsCleared());
    },
  });

  // What the device restored is another signed-in user's: it goes, unsent positions and minutes included, never
  // sent as someone else's.
  startAppListening({
    predicate: (_action, state) => positionsBelongToSomeoneElse(state.auth, state.lessonProgress?.userId ?? null),
    effect: (_action, { dispatch }) => void dispatch(lessonProgressCleared()),
  });
  startAppListening({
    predicate: (_action, state) => positionsBelongToSomeoneElse(state.auth, state.learnerSettings?.userId ?? null),
    effect: (_action, { dispatch }) => void dispatch(learnerSettingsCleared()),
  });
  startAppListening({
    predicate: (_action, state) => positionsBelongToSomeoneElse(state.auth, state.learningActivity?.userId ?? null),
    effect: (_action, { dispatch }) => void dispatch(learningActivityCleared()),
  });
  startAppListening({
    predicate: (_action, state) => positionsBelongToSomeoneElse(state.auth, state.annotations?.userId ?? null),
    effect: (_action, { dispatch }) => void dispatch(annotationsCleared()),
  });

  // A highlight, note or bookmark the server refused for good stays on this device, and the reader is told
  // (docs/product.md#the-reader-is-a-study-tool): nothing they wrote is lost without a word.
  startAppListening({
    actionCreator: annotationRefused,
    effect: (action, { dispatch }) => {
      if (action.payload.bookGone) return;
      dispatch(toastRaised('danger', ANNOTATION_REFUSED));
    },
  });

  // Positions and minutes are sent a while after they are recorded, and at once when asked (the sync's code is
  // loaded when it first has work).
  registerLessonProgressSync(listenerMiddleware);
  registerLearningActivitySync(listenerMiddleware);
  registerAnnotationsSync(listenerMiddleware);
}
