import { isQueryArgument } from './functionCall';

describe('which query parameters of GET /rpc/fn are arguments (PostgREST’s rule)', () => {
  test('a plain value is an argument, whatever the key names', () => {
    expect(isQueryArgument('min_id', '1')).toBe(true);
    expect(isQueryArgument('bogus', '1')).toBe(true);
    expect(isQueryArgument('words', '{a,b}')).toBe(true);
    expect(isQueryArgument('name', 'equal')).toBe(true);
    expect(isQueryArgument('name', 'eq')).toBe(true);
  });

  test('a value written as a filter filters the result instead', () => {
    for (const value of ['eq.x', 'neq.two', 'not.is.null', 'in.(1,2)', 'like(any).{a*,b*}', 'fts(english).cat'])
      expect(isQueryArgument('name', value)).toBe(false);
  });

  test('reserved keys are never arguments', () => {
    for (const key of ['select', 'columns', 'on_conflict', 'order', 'limit', 'offset', 'and', 'or', 'items.order'])
      expect(isQueryArgument(key, '1')).toBe(false);
  });
});
