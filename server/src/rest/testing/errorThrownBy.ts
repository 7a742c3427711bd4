/**
 * The error `run` throws, when it is of `kind`: so a test can state what the
 * error says (status, code, hint) rather than only that something threw. Any
 * other error is rethrown, and no error at all fails the test.
 */
export function errorThrownBy<E extends Error>(kind: abstract new (...args: never[]) => E, run: () => unknown): E {
  try {
    run();
  } catch (error) {
    if (error instanceof kind) return error;
    throw error;
  }
  throw new Error(`expected a ${kind.name}`);
}
