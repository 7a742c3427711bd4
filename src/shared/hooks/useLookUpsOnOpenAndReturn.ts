import { useEffect, useRef } from 'react';

/**
 * Asks for something where it was left on opening (`firstAnswer` true) and again whenever the person comes back
 * to the tab (the phone was used meanwhile), and hands each answer to `onAnswer`, never after unmounting or
 * once `subject` has changed. Nothing is asked while `enabled` is false.
 */
export function useLookUpsOnOpenAndReturn<Answer>(
  enabled: boolean,
  subject: unknown,
  ask: (firstAnswer: boolean) => PromiseLike<Answer>,
  onAnswer: (answer: Answer) => void,
): void {
  const latest = useRef({ ask, onAnswer });
  useEffect(() => {
    latest.current = { ask, onAnswer };
  });
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const lookUp = (firstAnswer: boolean) =>
      void latest.current.ask(firstAnswer).then((answer) => {
        if (active) latest.current.onAnswer(answer);
      });
    lookUp(true);
    const lookUpWhenVisible = () => {
      if (document.visibilityState === 'visible') lookUp(false);
    };
    document.addEventListener('visibilitychange', lookUpWhenVisible);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', lookUpWhenVisible);
    };
  }, [enabled, subject]);
}
