import { useCallback, useEffect, useRef } from 'react';
import { SERVER_POSITION_WAIT_MS } from '../../config/constants';
import { describeDevice } from '../../lib/describeDevice';
import { useAfterWaiting } from '../../shared/hooks/useAfterWaiting';
import { useLookUpsOnOpenAndReturn } from '../../shared/hooks/useLookUpsOnOpenAndReturn';
import { useMachine } from '../../shared/hooks/useMachine';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAuthStatus, selectUser } from '../auth/authSlice';
import { secondsWithinLesson, type LessonPosition } from './lessonProgress';
import { lessonProgressApi } from './lessonProgressApi';
import {
  initialLessonProgress,
  offerOf,
  reduceLessonProgress,
  startAtOf,
  type LessonAhead,
} from './lessonProgressMachine';
import { selectLessonPosition } from './lessonProgressSelectors';
import { lessonPositionRecorded, lessonProgressFlushRequested } from './lessonProgressSlice';

/** An answer from the server this recent (or a request still under way) counts as the lesson's opening look-up. */
const SERVER_POSITIONS_FRESH_SECONDS = 5;

export interface LessonProgressControls {
  /** undefined while the position is still being looked up; then the second to start at (0 if never watched). */
  startAt: number | undefined;
  /** Called on the player's time updates: kept on the device at once, sent to the server spaced out. */
  record: (positionSeconds: number) => void;
  /** The player paused or ended: the moment is recorded and sent now. */
  recordPause: (positionSeconds: number) => void;
  /** Set when another device is further on (and newer): "You are further on in this lesson on Chrome on Android: at 4:32.". */
  offer: LessonAhead | null;
  /** The learner chose to go there: returns the second to seek to. */
  accept: () => number;
  /** The learner chose to stay: the moment playing here becomes the newest position. */
  decline: () => void;
}

/**
 * Where to start a lesson and what to do when another device is further on
 * (docs/product.md#progress-in-a-lesson-follows-the-learner), as useReadingProgress does for a book: online, the
 * server's position is asked for first (at most SERVER_POSITION_WAIT_MS) and the newer wins; offline, the
 * device's. Later answers (the learner comes back to the tab) further on are offered, never jumped to. What it
 * decides is lessonProgressMachine.ts. Mount it once per lesson (a `key` of the lesson id). `durationSeconds` is
 * the video's, once known: nothing is recorded before.
 */
export function useLessonProgress(lessonId: number, durationSeconds: number | null): LessonProgressControls {
  const dispatch = useAppDispatch();
  const authStatus = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  const stored = useAppSelector((state) => selectLessonPosition(state, lessonId));
  const [state, send] = useMachine(reduceLessonProgress, () => initialLessonProgress(navigator.onLine, stored));

  const latest = useRef({ stored, user, durationSeconds, lastWhole: Number.NaN });
  useEffect(() => {
    latest.current = { ...latest.current, stored, user, durationSeconds };
  });

  useAfterWaiting(state.phase === 'waitingForServer', SERVER_POSITION_WAIT_MS, () =>
    send({ type: 'waitOver', stored: latest.current.stored }),
  );
  useLookUpsOnOpenAndReturn(
    authStatus === 'signedIn' && user !== null,
    lessonId,
    (firstAnswer) =>
      dispatch(
        lessonProgressApi.endpoints.getLessonProgress.initiate(undefined, {
          forceRefetch: firstAnswer ? SERVER_POSITIONS_FRESH_SECONDS : true,
          subscribe: false,
        }),
      ).then((result) => result.data?.positions.find((position) => position.lessonId === lessonId)),
    (server) => send({ type: 'serverAnswered', server, stored: latest.current.stored, at: Date.now() }),
  );

  const recordAt = useCallback(
    (seconds: number, asNewMoment: boolean) => {
      const { user: learner, durationSeconds: duration, lastWhole } = latest.current;
      const whole = Math.floor(seconds);
      // Time updates come several times a second: the device keeps one moment per second played.
      if (whole === lastWhole && !asNewMoment) return;
      latest.current.lastWhole = whole;
      if (!learner || duration === null || duration <= 0) {
        send({ type: 'moment', seconds, own: null });
        return;
      }
      const position = momentHere(lessonId, secondsWithinLesson(seconds, duration), duration);
      send({ type: 'moment', seconds, own: position });
      dispatch(lessonPositionRecorded({ userId: learner.id, position }));
    },
    [dispatch, lessonId, send],
  );

  const record = useCallback((seconds: number) => recordAt(seconds, false), [recordAt]);
  const recordPause = useCallback(
    (seconds: number) => {
      recordAt(seconds, true);
      dispatch(lessonProgressFlushRequested());
    },
    [dispatch, recordAt],
  );

  const accept = useCallback(() => {
    const offer = offerOf(state);
    send({ type: 'offerAccepted' });
    return offer?.positionSeconds ?? state.secondsPlaying ?? 0;
  }, [state, send]);

  const { secondsPlaying } = state;
  const decline = useCallback(() => {
    send({ type: 'offerDismissed' });
    if (secondsPlaying !== null) recordAt(secondsPlaying, true);
  }, [secondsPlaying, send, recordAt]);

  // The lesson closes: what it has not sent yet goes now rather than after the interval.
  useEffect(() => () => void dispatch(lessonProgressFlushRequested()), [dispatch]);

  return {
    startAt: startAtOf(state, authStatus === 'signedOut'),
    record,
    recordPause,
    offer: offerOf(state),
    accept,
    decline,
  };
}

/** The position of a moment reached on this device now. */
function momentHere(lessonId: number, positionSeconds: number, durationSeconds: number): LessonPosition {
  return {
    lessonId,
    courseId: null,
    positionSeconds,
    durationSeconds,
    completed: false,
    device: describeDevice(typeof navigator === 'undefined' ? '' : navigator.userAgent),
    watchedAt: new Date().toISOString(),
  };
}
