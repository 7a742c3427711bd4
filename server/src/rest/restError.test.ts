import { ConnectionWaitTimeoutError } from '../db/connectionWait';
import { RestError, statusForSqlState, toRestError } from './restError';

describe('SQLSTATE to HTTP status, as PostgREST maps them', () => {
  test.each([
    ['42501', 'anon', 401],
    ['42501', 'authenticated', 403],
    ['23505', 'anon', 409],
    ['23503', 'anon', 409],
    ['22P02', 'anon', 400],
    ['23502', 'anon', 400],
    ['42P01', 'anon', 404],
    ['42883', 'anon', 404],
    ['25006', 'anon', 405],
    ['P0001', 'anon', 400],
    ['PT401', 'anon', 401],
    ['PT404', 'authenticated', 404],
    ['PT099', 'anon', 500],
    ['08006', 'anon', 503],
    ['40001', 'anon', 500],
    ['28000', 'anon', 403],
    ['XX000', 'anon', 500],
  ] as const)('%s as %s is %i', (code, role, status) => {
    expect(statusForSqlState(code, role)).toBe(status);
  });
});

describe('errors become PostgREST bodies', () => {
  test('a Postgres error keeps its code and texts, with null for missing ones', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      detail: 'Key (id)=(1) already exists.',
    });
    const rest = toRestError(error, 'anon');
    expect(rest.httpStatus).toBe(409);
    expect(rest.body()).toEqual({
      code: '23505',
      message: 'duplicate key value violates unique constraint "x"',
      details: 'Key (id)=(1) already exists.',
      hint: null,
    });
  });

  test('anything unexpected is a 500 that leaks nothing', () => {
    const rest = toRestError(new TypeError('secret internals at /srv/app.ts:12'), 'anon');
    expect(rest.httpStatus).toBe(500);
    expect(JSON.stringify(rest.body())).not.toContain('secret');
  });

  test('a wait for a database connection that runs out is answered as PostgREST answers a pool timeout', () => {
    const rest = toRestError(new ConnectionWaitTimeoutError(10_000), 'anon');
    expect({ status: rest.httpStatus, body: rest.body() }).toEqual({
      status: 504,
      body: {
        code: 'PGRST003',
        message: 'Timed out acquiring connection from connection pool.',
        details: null,
        hint: null,
      },
    });
  });

  test('a RestError passes through unchanged', () => {
    const original = new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object');
    expect(toRestError(original, 'anon')).toBe(original);
  });
});
