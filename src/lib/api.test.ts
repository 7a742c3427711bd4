import { api, endpointFulfilled } from './api';

/** A domain's endpoints, as a features/<domain>/<domain>Api.ts injects them. */
const notesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotes: build.query<string[], number>({ queryFn: () => ({ data: [] }) }),
    addNote: build.mutation<string, string>({ queryFn: (note) => ({ data: note }) }),
  }),
});

/** An action of the API's thunks, as RTK Query dispatches them. */
const thunkAction = (thunk: 'executeQuery' | 'executeMutation', phase: string, endpointName: string) => ({
  type: `api/${thunk}/${phase}`,
  payload: {},
  meta: { arg: { endpointName, originalArgs: 7 }, requestId: 'r', requestStatus: phase },
});

const actions = [
  thunkAction('executeQuery', 'fulfilled', 'getNotes'),
  thunkAction('executeQuery', 'pending', 'getNotes'),
  thunkAction('executeQuery', 'rejected', 'getNotes'),
  thunkAction('executeMutation', 'fulfilled', 'addNote'),
  thunkAction('executeMutation', 'pending', 'addNote'),
  thunkAction('executeQuery', 'fulfilled', 'getProducts'),
  { ...thunkAction('executeQuery', 'fulfilled', 'getNotes'), type: 'elsewhere/executeQuery/fulfilled' },
  { type: 'api/executeQuery/fulfilled' },
  { type: 'notes/somethingElse', meta: { arg: { endpointName: 'getNotes' } } },
];

describe('an endpoint answer matched by name', () => {
  const notesAnswer = endpointFulfilled<typeof notesApi>();

  it.each(['getNotes', 'addNote'] as const)('matches exactly the actions that %s’s own matcher does', (name) => {
    const own = notesApi.endpoints[name].matchFulfilled;
    const byName = notesAnswer(name);
    expect(actions.map((action) => byName(action))).toEqual(actions.map((action) => own(action)));
    expect(actions.filter((action) => byName(action))).toHaveLength(1);
  });

  it('is not fooled by what is not an action', () => {
    const byName = notesAnswer('getNotes');
    for (const notAnAction of [null, undefined, 'api/executeQuery/fulfilled', 42])
      expect(byName(notAnAction)).toBe(false);
  });
});
