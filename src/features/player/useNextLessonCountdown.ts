import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '../../shared/hooks/useMachine';
import { initialCountdown, reduceCountdown } from './nextLessonMachine';

/** A lesson that follows this one: what the end of this one offers. */
export interface NextLesson {
  title: string;
  /** The address of its watch screen. */
  href: string;
}

/**
 * What the way to the next lesson carries (react-router's location state): the next lesson plays as soon as it
 * can, as a series does, since the learner chose to go on.
 */
export const FROM_PREVIOUS_LESSON = { fromPreviousLesson: true } as const;

/** Whether the screen was reached from the previous lesson's end (its countdown or Play now). */
export const cameFromPreviousLesson = (locationState: unknown): boolean =>
  typeof locationState === 'object' &&
  locationState !== null &&
  (locationState as { fromPreviousLesson?: unknown }).fromPreviousLesson === true;

/**
 * The end of a lesson's offer of the next one (nextLessonMachine.ts): counts the seconds down while it is
 * offered, and goes to the next lesson when the countdown runs out or the learner chooses Play now.
 */
export function useNextLessonCountdown(nextLesson: NextLesson | null) {
  const [state, send] = useMachine(reduceCountdown, initialCountdown);
  const navigate = useNavigate();
  const counting = state.phase === 'counting';
  const secondsLeft = counting ? state.secondsLeft : null;

  useEffect(() => {
    if (secondsLeft === null) return;
    const timer = setTimeout(() => send({ type: 'secondPassed' }), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, send]);

  const href = nextLesson?.href;
  // Play now is a link, which goes there itself.
  const countdownRanOut = state.phase === 'going' && state.by === 'countdown';
  useEffect(() => {
    if (countdownRanOut && href) navigate(href, { state: FROM_PREVIOUS_LESSON });
  }, [countdownRanOut, href, navigate]);

  return { countdown: state, send };
}
