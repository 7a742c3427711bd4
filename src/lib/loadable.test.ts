import { loadableFrom } from './loadable';

describe('reading a request’s result', () => {
  const pickIds = (list: { ids: number[] }) => list.ids;

  test('data is ready, even when a later refetch failed', () => {
    expect(loadableFrom({ data: { ids: [1] }, isError: false }, pickIds)).toEqual({ status: 'ready', data: [1] });
    expect(loadableFrom({ data: { ids: [1] }, isError: true }, pickIds)).toEqual({ status: 'ready', data: [1] });
  });

  test('no data and an error is a failure, never an empty list', () => {
    expect(loadableFrom<{ ids: number[] }, number[]>({ isError: true }, pickIds)).toEqual({ status: 'failed' });
  });

  test('no data and no error is still loading', () => {
    expect(loadableFrom<{ ids: number[] }, number[]>({ isError: false }, pickIds)).toEqual({ status: 'loading' });
  });
});
