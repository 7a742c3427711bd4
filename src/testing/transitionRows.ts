import { reducerOf, type MachineEvent, type MachineState, type TransitionRow } from '../lib/transitionTable';

/** What a case expects when the event must leave the state as it is (the very same object). */
export const UNCHANGED = 'unchanged';

/**
 * One test row of a state machine: in words, what the reader sees or what happens; the state before; the
 * event; the state after, or UNCHANGED.
 */
export type TransitionCase<State, Event> = [words: string, before: State, event: Event, after: State | 'unchanged'];

/**
 * Tests a machine's table row by row (docs/architecture.md#state-machines): one test per case, named by its
 * words, and one that fails when a row of the table has no case.
 */
export function testTransitions<State extends MachineState, Event extends MachineEvent>(
  table: readonly TransitionRow<State, Event>[],
  cases: readonly TransitionCase<State, Event>[],
): void {
  const reduce = reducerOf(table);
  test.each(cases)('%s', (_words, before, event, after) => {
    const next = reduce(before, event);
    if (after === UNCHANGED) expect(next).toBe(before);
    else expect(next).toEqual(after);
  });

  test('every row of the table has a case above', () => {
    const covered = new Set(cases.map(([, before, event]) => `${before.phase} ${event.type}`));
    for (const { from, on } of table) expect(covered).toContain(`${from} ${on}`);
  });
}
