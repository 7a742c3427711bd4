import type { QueryFigures } from './findBench';
import { findFigures, findGoals, findRows, type FindRun } from './findReport';

const query = (name: string, firstResultMs: number | null, allResultsMs: number, results = 1100): QueryFigures => ({
  query: name,
  firstResultMs,
  allResultsMs,
  results,
});

const run = (ours: [number | null, number, number], viewer: [number | null, number, number]): FindRun => ({
  ours: [query('minutes', ours[0], ours[1]), query('notice', 5, ours[2], 690)],
  viewer: [query('minutes', viewer[0], viewer[1]), query('notice', 5, viewer[2], 690)],
});

test('each query has its first result, all results and matches, the median of the runs on each side', () => {
  const rows = findRows([
    run([40, 900, 30], [80, 1800, 20]),
    run([60, 1100, 50], [90, 2000, 40]),
    run([50, 1000, 40], [70, 1900, 30]),
  ]);
  expect(rows.map(({ figure, ours, viewer }) => [figure, ours, viewer])).toEqual([
    ['find "minutes": first result', 50, 80],
    ['find "minutes": all results', 1000, 1900],
    ['find "minutes": matches', 1100, 1100],
    ['find "notice", texts kept: first result', 5, 5],
    ['find "notice", texts kept: all results', 40, 30],
    ['find "notice", texts kept: matches', 690, 690],
  ]);
});

test('find is no slower than the viewer only when every timed figure is at most the viewer’s', () => {
  expect(findGoals([run([40, 900, 20], [80, 1800, 30])])[0]!.met).toBe(true);
  // The second query slower than the viewer's fails the goal.
  expect(findGoals([run([40, 900, 50], [80, 1800, 30])])[0]!.met).toBe(false);
  // A first result never reported (NaN) is no proof of speed.
  expect(findGoals([run([null, 900, 20], [80, 1800, 30])])[0]!.met).toBe(false);
  expect(findGoals([])[0]!.met).toBe(false);
});

test("the bench's figures carry the goal on the timed rows, beside the viewer's value", () => {
  const figures = findFigures([run([40, 900, 50], [80, 1800, 30])]);
  expect(figures.filter((figure) => figure.goal).map((figure) => [figure.name, figure.goal!.met])).toEqual([
    ['find "minutes": first result', true],
    ['find "minutes": all results', true],
    ['find "notice", texts kept: first result', true],
    ['find "notice", texts kept: all results', false],
  ]);
  expect(figures[1]).toMatchObject({ value: 900, unit: 'ms', reference: { label: 'pdf.js viewer', value: 1800 } });
});
