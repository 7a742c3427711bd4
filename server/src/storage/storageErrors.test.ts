import { ConnectionWaitTimeoutError } from '../db/connectionWait';
import { asStorageError, storageErrors } from './storageErrors';

function postgresError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('asStorageError', () => {
  test('keeps a Storage error as it is', () => {
    const error = storageErrors.noSuchKey();
    expect(asStorageError(error)).toBe(error);
  });

  test('turns policy and constraint failures into the errors Storage gives for them', () => {
    expect(asStorageError(postgresError('42501', 'new row violates row-level security policy')).body()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    expect(asStorageError(postgresError('23505', 'duplicate key')).code).toBe('ResourceAlreadyExists');
    expect(asStorageError(postgresError('22P02', 'invalid input syntax')).code).toBe('InvalidRequest');
  });

  test("maps the framework's body limit to EntityTooLarge and other client errors to InvalidRequest", () => {
    expect(asStorageError(Object.assign(new Error('too large'), { statusCode: 413 })).code).toBe('EntityTooLarge');
    expect(asStorageError(Object.assign(new Error('bad length'), { statusCode: 400 })).httpStatus).toBe(400);
  });

  test('answers a wait for a database connection that runs out as Storage answers a pool timeout', () => {
    const error = asStorageError(new ConnectionWaitTimeoutError(10_000));
    expect(error.httpStatus).toBe(544);
    expect(error.code).toBe('DatabaseTimeout');
  });

  test('hides anything else behind a 500 without its message', () => {
    const error = asStorageError(new Error('secret internals'));
    expect(error.httpStatus).toBe(500);
    expect(error.message).toBe('Internal server error');
    expect(asStorageError(postgresError('XX000', 'internal')).httpStatus).toBe(500);
  });
});
