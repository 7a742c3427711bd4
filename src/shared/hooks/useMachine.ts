import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * A state machine's state in a component (docs/architecture.md#state-machines).
 *
 * - `seenNow`: the events a render observes (a query's answer, the sign-in), applied while rendering,
 *   as React advises for state that follows what is rendered: the component renders again at once,
 *   before anything is drawn. Each must leave the state as it is once applied, or rendering never ends.
 * - `send`: an event from a callback or an effect, applied at once, so a second event in the same tick
 *   meets the first one's outcome rather than the state last rendered; it answers whether the state
 *   changed (a row of the table applied).
 *
 * Returns the state to render from, with what this render observed applied.
 */
export function useMachine<State, Event>(
  reduce: (state: State, event: Event) => State,
  initial: () => State,
  seenNow: readonly Event[] = [],
): [State, (event: Event) => boolean] {
  const [state, setState] = useState(initial);
  const following = seenNow.reduce(reduce, state);
  if (following !== state) setState(following);

  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  const send = useCallback(
    (event: Event) => {
      const next = reduce(latest.current, event);
      if (next === latest.current) return false;
      latest.current = next;
      setState(next);
      return true;
    },
    [reduce],
  );
  return [following, send];
}
