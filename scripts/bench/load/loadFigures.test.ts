import { ratioOf } from '../figures';
import { loadFigures, type EngineLoad } from './loadFigures';

const run = (overrides: Partial<EngineLoad> = {}): EngineLoad => ({
  requestsPerSecond: 800,
  readP50: 20,
  readP99: 90,
  writeP50: 30,
  writeP99: 120,
  errors: 0,
  audit: { acknowledged: 1500, missing: 0, doubled: 0, unacknowledged: 0 },
  crash: null,
  ...overrides,
});
const shape = { clients: 50, seconds: 20 };
const named = (figures: ReturnType<typeof loadFigures>, name: string) => figures.find((f) => f.name === name)!;

test('each figure shows PGlite beside PostgreSQL, the reference, with their ratio', () => {
  const figures = loadFigures({ load: run({ requestsPerSecond: 600 }) }, { load: run() }, shape);
  const throughput = named(figures, 'requests per second');
  expect(throughput).toMatchObject({ section: 'load', value: 600, reference: { label: 'PostgreSQL', value: 800 } });
  expect(ratioOf(throughput)).toBe(0.75);
  expect(figures.map((f) => f.name)).toEqual([
    'requests per second',
    'catalogue reads p50',
    'catalogue reads p99',
    'review writes p50',
    'review writes p99',
    'errors (non-2xx or network)',
    'reviews acknowledged (201)',
    'acknowledged reviews missing or doubled',
    'reviews stored but never acknowledged',
  ]);
});

test('the goals hold when neither engine has errors or lost reviews', () => {
  const figures = loadFigures({ load: run() }, { load: run() }, shape);
  expect(figures.filter((f) => f.goal).map((f) => f.goal!.met)).toEqual([true, true]);
});

test('one error on either engine fails the errors goal', () => {
  const figures = loadFigures({ load: run() }, { load: run({ errors: 1 }) }, shape);
  expect(named(figures, 'errors (non-2xx or network)').goal!.met).toBe(false);
});

test('a doubled or missing review fails the reviews goal', () => {
  const doubled = run({ audit: { acknowledged: 10, missing: 0, doubled: 1, unacknowledged: 0 } });
  const figures = loadFigures({ load: doubled }, { load: run() }, shape);
  expect(named(figures, 'acknowledged reviews missing or doubled')).toMatchObject({ value: 1, goal: { met: false } });
});

test('a backend that crashed fails both goals, and the note says why', () => {
  const crashed = run({ audit: null, crash: 'backend exited (SIGSEGV)' });
  const figures = loadFigures({ load: crashed }, { load: run() }, shape);
  expect(figures.filter((f) => f.goal).map((f) => f.goal!.met)).toEqual([false, false]);
  expect(named(figures, 'requests per second').note).toContain('PGlite: backend exited (SIGSEGV)');
});

test('without PostgreSQL the references are missing, the note says why, and PGlite alone decides the goals', () => {
  const figures = loadFigures({ load: run() }, { unavailable: 'PostgreSQL is not installed' }, shape);
  expect(figures.every((f) => f.reference?.value === null)).toBe(true);
  expect(named(figures, 'requests per second').note).toContain('PostgreSQL: PostgreSQL is not installed');
  expect(figures.filter((f) => f.goal).map((f) => f.goal!.met)).toEqual([true, true]);
});

test('without PGlite the values are missing and the goals are not met', () => {
  const figures = loadFigures({ unavailable: 'did not start' }, { load: run() }, shape);
  expect(figures.every((f) => f.value === null)).toBe(true);
  expect(figures.filter((f) => f.goal).map((f) => f.goal!.met)).toEqual([false, false]);
});
