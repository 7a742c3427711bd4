import { useCallback, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAuthStatus, selectUser } from '../auth/authSlice';
import type { LearningKind } from './learningActivity';
import { learningActive } from './learningActivitySlice';

/** Activity of one kind closer together than this is one record: a player's time updates come several a second. */
const RECORD_EVERY_MS = 10_000;

export interface LearningRecorder {
  /** A page turned in the reader. */
  recordReading: () => void;
  /** Playback time advanced (the player's time updates). */
  recordWatching: () => void;
}

/**
 * Records the minutes the learner spends reading and watching (docs/product.md#learning-minutes-are-counted-once):
 * kept on the device at once, sent a while later. A visitor's activity is not recorded, nor any before
 * `learnerStateRestored` (the learner's state is in the store, restored from the device: until then a record
 * would be lost).
 */
export function useLearningRecorder(learnerStateRestored: boolean): LearningRecorder {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const recording = useAppSelector(selectAuthStatus) === 'signedIn' && user !== null && learnerStateRestored;
  const lastRecorded = useRef<Record<LearningKind, number>>({ read: 0, watch: 0 });
  const record = useCallback(
    (kind: LearningKind) => {
      if (!recording) return;
      const at = Date.now();
      const sameMinute = Math.floor(at / 60_000) === Math.floor(lastRecorded.current[kind] / 60_000);
      if (sameMinute && at - lastRecorded.current[kind] < RECORD_EVERY_MS) return;
      lastRecorded.current[kind] = at;
      dispatch(learningActive({ userId: user.id, kind, at }));
    },
    [dispatch, recording, user],
  );
  return {
    recordReading: useCallback(() => record('read'), [record]),
    recordWatching: useCallback(() => record('watch'), [record]),
  };
}
