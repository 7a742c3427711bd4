/**
 * A state machine written as a table (docs/architecture.md#state-machines): one row per phase and
 * event type that does something, each naming the phase it leaves (`from`), the event's type (`on`)
 * and what the state becomes (`to`). A row may still leave the state as it is (a
 * guard that does not hold returns the state it was given); a pair with no row always does. The
 * reducer made from the table is pure, so it is tested row by row.
 */

/** A machine's state: which phase it is in, and whatever else it remembers. */
export interface MachineState {
  phase: string;
}

/** Something that happens to a machine. */
export interface MachineEvent {
  type: string;
}

/** One row of a table: every (phase, event type) pair, each with its own state and event types. */
export type TransitionRow<State extends MachineState, Event extends MachineEvent> = {
  [Phase in State['phase']]: {
    [Type in Event['type']]: {
      from: Phase;
      on: Type;
      to: (state: Extract<State, { phase: Phase }>, event: Extract<Event, { type: Type }>) => State;
    };
  }[Event['type']];
}[State['phase']];

const pairKey = (phase: string, type: string) => `${phase} ${type}`;

/**
 * The reducer of a table: the row of the state's phase and the event's type decides; without
 * one, the state stays as it is (the same object, so a caller can tell nothing happened).
 * Throws on two rows for one pair, which would leave the table ambiguous.
 */
export function reducerOf<State extends MachineState, Event extends MachineEvent>(
  rows: readonly TransitionRow<State, Event>[],
): (state: State, event: Event) => State {
  const byPair = new Map<string, (state: State, event: Event) => State>();
  for (const row of rows) {
    const key = pairKey(row.from, row.on);
    if (byPair.has(key)) throw new Error(`Two rows for ${key}`);
    byPair.set(key, row.to as (state: State, event: Event) => State);
  }
  return (state, event) => byPair.get(pairKey(state.phase, event.type))?.(state, event) ?? state;
}
