import { LESSON_OFFER_MIN_AHEAD_SECONDS } from '../../config/constants';
import { reducerOf, type TransitionRow } from '../../lib/transitionTable';
import { judgeRemote, newerOf } from '../../lib/syncedPositions';
import { LESSON_ORDER, resumeSeconds, type LessonPosition } from './lessonProgress';

/**
 * Where an open lesson starts, and what the learner is offered when another device is further on, as a state
 * machine (docs/architecture.md#state-machines), the same as a book's (readingProgress/readingProgressMachine.ts;
 * the rule is docs/product.md#progress-in-a-lesson-follows-the-learner). useLessonProgress feeds it the
 * server's answers, the wait running out and the moments played, and records them in the store.
 */

/** Another device's moment, offered to the learner rather than jumped to ("You are further on in this lesson on <device>: at 4:32."). */
export interface LessonAhead {
  positionSeconds: number;
  device: string;
}

/** What the player remembers whatever its phase. */
interface Remembered {
  /** The moment playing, once one is: only a moment further on is offered. */
  secondsPlaying: number | null;
  /** The last moment this learner reached here, if any: a server's position must be newer to be offered. */
  lastOwn: LessonPosition | undefined;
  /** The server's positions already dealt with (the one at opening, each one offered): none is offered twice. */
  handled: readonly string[];
}

interface Opened {
  openedAt: LessonPosition | undefined;
}

export type LessonMachineState = Remembered &
  ({ phase: 'waitingForServer' } | ({ phase: 'open' } & Opened) | ({ phase: 'offering'; offer: LessonAhead } & Opened));

export type LessonMachineEvent =
  /** The server answered with its position of this lesson (undefined: none, or no answer); `stored` is this device's. */
  | { type: 'serverAnswered'; server: LessonPosition | undefined; stored: LessonPosition | undefined; at: number }
  /** The server did not answer in time: the lesson opens at `stored`, the position this device holds. */
  | { type: 'waitOver'; stored: LessonPosition | undefined }
  /** The player reached a moment; `own` is its position when the learner is signed in and it was recorded. */
  | { type: 'moment'; seconds: number; own: LessonPosition | null }
  | { type: 'offerAccepted' }
  | { type: 'offerDismissed' };

/** Where a lesson starts as its player mounts: online it waits for the server; offline it opens at once at `stored`. */
export function initialLessonProgress(online: boolean, stored: LessonPosition | undefined): LessonMachineState {
  const remembered: Remembered = { secondsPlaying: null, lastOwn: undefined, handled: [] };
  return online ? { ...remembered, phase: 'waitingForServer' } : { ...remembered, phase: 'open', openedAt: stored };
}

const keyOf = (position: LessonPosition) => `${position.watchedAt}#${position.positionSeconds}`;

const openAt = (
  { secondsPlaying, lastOwn, handled }: LessonMachineState,
  openedAt: LessonPosition | undefined,
): LessonMachineState => ({ secondsPlaying, lastOwn, handled, phase: 'open', openedAt });

type OpenState = Extract<LessonMachineState, Opened>;

/** A later answer is offered when newer than what the learner knew and further on than the moment playing. */
function offeredIfFurther(
  state: OpenState,
  { server, at }: Extract<LessonMachineEvent, { type: 'serverAnswered' }>,
): LessonMachineState {
  if (!server || state.handled.includes(keyOf(server))) return state;
  const known = state.lastOwn ?? state.openedAt;
  const playing = state.secondsPlaying ?? resumeSeconds(state.openedAt);
  if (judgeRemote(LESSON_ORDER, known, server, playing, at, LESSON_OFFER_MIN_AHEAD_SECONDS) !== 'ask') return state;
  return {
    ...state,
    phase: 'offering',
    offer: { positionSeconds: server.positionSeconds, device: server.device },
    handled: [...state.handled, keyOf(server)],
  };
}

function momentRemembered<State extends LessonMachineState>(
  state: State,
  { seconds, own }: Extract<LessonMachineEvent, { type: 'moment' }>,
): State {
  if (seconds === state.secondsPlaying && own === null) return state;
  return { ...state, secondsPlaying: seconds, lastOwn: own ?? state.lastOwn };
}

/** One row per phase and event that does something; any other pair leaves the state as it is. */
export const lessonTransitions: readonly TransitionRow<LessonMachineState, LessonMachineEvent>[] = [
  {
    // The first answer decides where the lesson opens: the newer of this device's and the server's.
    from: 'waitingForServer',
    on: 'serverAnswered',
    to: (state, { server, stored, at }) => {
      const opened = openAt(state, newerOf(LESSON_ORDER, stored, server, at));
      return server ? { ...opened, handled: [...state.handled, keyOf(server)] } : opened;
    },
  },
  { from: 'waitingForServer', on: 'waitOver', to: (state, { stored }) => openAt(state, stored) },
  { from: 'waitingForServer', on: 'moment', to: momentRemembered },
  // A later answer (the learner came back to the tab) is offered when further on, never jumped to.
  { from: 'open', on: 'serverAnswered', to: offeredIfFurther },
  { from: 'open', on: 'moment', to: momentRemembered },
  // Another answer further still replaces the offer on screen.
  { from: 'offering', on: 'serverAnswered', to: offeredIfFurther },
  { from: 'offering', on: 'moment', to: momentRemembered },
  { from: 'offering', on: 'offerAccepted', to: (state) => openAt(state, state.openedAt) },
  // Staying is recorded by the hook as a moment of the learner's own, so the moment playing becomes the newest.
  { from: 'offering', on: 'offerDismissed', to: (state) => openAt(state, state.openedAt) },
];

export const reduceLessonProgress = reducerOf(lessonTransitions);

/** The moment the lesson starts at: 0 for a visitor, undefined while waiting for the server, then where it opened. */
export function startAtOf(state: LessonMachineState, signedOut: boolean): number | undefined {
  if (signedOut) return 0;
  if (state.phase === 'waitingForServer') return undefined;
  return resumeSeconds(state.openedAt);
}

/** The offer on screen, if any. */
export const offerOf = (state: LessonMachineState): LessonAhead | null =>
  state.phase === 'offering' ? state.offer : null;
