import { isRejected, type AsyncThunkAction } from '@reduxjs/toolkit';
import { useCallback, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { ApiError } from '../../lib/apiError';

interface AuthActionState {
  busy: boolean;
  /** Why the last attempt failed; null before any attempt and after a success. */
  failure: unknown;
}

/**
 * Runs one of authCalls' thunks for a form and keeps what the form shows:
 * busy while it runs, the failure when it fails. (RTK Query's mutation hooks
 * would do this, but a sign-in resets the API state and would abort them.)
 * Resolves to the thunk's result, or undefined when it failed.
 */
export function useAuthAction() {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<AuthActionState>({ busy: false, failure: null });
  const run = useCallback(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any thunk argument; the result is all we read
    async <T>(action: AsyncThunkAction<T, any, { rejectValue: ApiError }>): Promise<T | undefined> => {
      setState({ busy: true, failure: null });
      const outcome = await dispatch(action);
      if (isRejected(outcome)) {
        setState({ busy: false, failure: outcome.payload ?? outcome.error });
        return undefined;
      }
      setState({ busy: false, failure: null });
      return outcome.payload as T;
    },
    [dispatch],
  );
  return { ...state, run };
}
