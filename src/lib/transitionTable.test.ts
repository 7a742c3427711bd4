import { reducerOf, type TransitionRow } from './transitionTable';

type Light = { phase: 'off' } | { phase: 'on'; brightness: number };
type Press = { type: 'toggle' } | { type: 'dim'; by: number };

const rows: TransitionRow<Light, Press>[] = [
  { from: 'off', on: 'toggle', to: () => ({ phase: 'on', brightness: 10 }) },
  { from: 'on', on: 'toggle', to: () => ({ phase: 'off' }) },
  {
    from: 'on',
    on: 'dim',
    to: (state, { by }) => (state.brightness > by ? { ...state, brightness: state.brightness - by } : state),
  },
];
const reduce = reducerOf(rows);

test.each<[string, Light, Press, Light]>([
  ['a row applies', { phase: 'off' }, { type: 'toggle' }, { phase: 'on', brightness: 10 }],
  ['the row of the state’s phase applies', { phase: 'on', brightness: 3 }, { type: 'toggle' }, { phase: 'off' }],
  ['a row reads the event', { phase: 'on', brightness: 10 }, { type: 'dim', by: 4 }, { phase: 'on', brightness: 6 }],
])('%s', (_name, state, event, expected) => expect(reduce(state, event)).toEqual(expected));

test('a pair with no row, or a row whose guard does not hold, returns the very same state', () => {
  const off: Light = { phase: 'off' };
  expect(reduce(off, { type: 'dim', by: 1 })).toBe(off);
  const dim: Light = { phase: 'on', brightness: 2 };
  expect(reduce(dim, { type: 'dim', by: 4 })).toBe(dim);
});

test('two rows for one pair are refused', () => {
  expect(() => reducerOf<Light, Press>([...rows, { from: 'off', on: 'toggle', to: (state) => state }])).toThrow(
    'Two rows for off toggle',
  );
});
