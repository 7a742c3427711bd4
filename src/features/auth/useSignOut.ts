import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../config/paths';
import { toastRaised } from '../toasts/toastsSlice';
import { SIGN_OUT_FAILED, signOut, type SignOutScope } from './authCalls';

/**
 * Logout (docs/product.md#logout-is-for-this-device) on this device, or on every device: sign out, then a full
 * page load to the home page, so nothing of the signed-in user survives in
 * memory. If the server cannot be told (offline), the user is told rather
 * than left signed in on a page that looks signed out.
 */
export function useSignOut(): (scope?: SignOutScope) => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (scope: SignOutScope = 'thisDevice') => {
      const outcome = await dispatch(signOut(scope));
      if (signOut.rejected.match(outcome)) {
        dispatch(toastRaised('danger', SIGN_OUT_FAILED));
        return;
      }
      window.location.assign(paths.home.href());
    },
    [dispatch],
  );
}
