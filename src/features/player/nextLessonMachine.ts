import { NEXT_LESSON_COUNTDOWN_SECONDS } from '../../config/constants';
import { reducerOf, type TransitionRow } from '../../lib/transitionTable';

/**
 * The offer of the next lesson at the end of one, as a state machine (docs/architecture.md#state-machines):
 * when a lesson ends and another follows, "Next lesson" counts down and then goes there, unless the learner
 * cancels it or watches on. useNextLessonCountdown feeds it the end, the seconds and the learner's choices,
 * and goes to the next lesson when it says so.
 */
export type CountdownState =
  /** The lesson plays, or waits; nothing is offered. */
  | { phase: 'watching' }
  /** The lesson ended: the next one starts in `secondsLeft` seconds. */
  | { phase: 'counting'; secondsLeft: number }
  /** The learner cancelled the offer: it stays away until the lesson ends again. */
  | { phase: 'dismissed' }
  /**
   * The next lesson is starting: the countdown ran out (the player goes there), or the learner followed
   * Play now (the link goes there).
   */
  | { phase: 'going'; by: 'countdown' | 'learner' };

export type CountdownEvent =
  /** The lesson played to its end; `hasNext`: another lesson follows. */
  | { type: 'lessonEnded'; hasNext: boolean }
  /** A second went by. */
  | { type: 'secondPassed' }
  /** The learner chose Cancel. */
  | { type: 'cancelled' }
  /** The learner chose Play now. */
  | { type: 'playNowChosen' }
  /** The lesson plays again (the learner pressed Play, or went back into it). */
  | { type: 'lessonResumed' };

export const initialCountdown = (): CountdownState => ({ phase: 'watching' });

export const countdownTransitions: readonly TransitionRow<CountdownState, CountdownEvent>[] = [
  {
    // The last lesson of a course ends without an offer: there is nothing to go to.
    from: 'watching',
    on: 'lessonEnded',
    to: (state, { hasNext }) => (hasNext ? { phase: 'counting', secondsLeft: NEXT_LESSON_COUNTDOWN_SECONDS } : state),
  },
  {
    from: 'counting',
    on: 'secondPassed',
    to: ({ secondsLeft }): CountdownState =>
      secondsLeft <= 1 ? { phase: 'going', by: 'countdown' } : { phase: 'counting', secondsLeft: secondsLeft - 1 },
  },
  { from: 'counting', on: 'cancelled', to: () => ({ phase: 'dismissed' }) },
  { from: 'counting', on: 'playNowChosen', to: () => ({ phase: 'going', by: 'learner' }) },
  {
    // Watching a part again takes the offer away; the lesson's next end offers it afresh.
    from: 'counting',
    on: 'lessonResumed',
    to: () => ({ phase: 'watching' }),
  },
  { from: 'dismissed', on: 'lessonResumed', to: () => ({ phase: 'watching' }) },
  {
    // Cancelled, then watched to the end again (from near the end, say): offered again.
    from: 'dismissed',
    on: 'lessonEnded',
    to: (state, { hasNext }) => (hasNext ? { phase: 'counting', secondsLeft: NEXT_LESSON_COUNTDOWN_SECONDS } : state),
  },
];

export const reduceCountdown = reducerOf(countdownTransitions);
