import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../config/paths';
import { toastRaised } from '../toasts/toastsSlice';
import { SIGN_OUT_FAILED, signOut } from './authCalls';

/**
 * Logout (spec §7): sign out, then a full page load to the home page, so
 * nothing of the signed-in user survives in memory. Offline, the session ends
 * on this device (authCalls' signOut); if even that fails, the user is told
 * rather than left signed in on a page that looks signed out.
 */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const outcome = await dispatch(signOut());
    if (signOut.rejected.match(outcome)) {
      dispatch(toastRaised('danger', SIGN_OUT_FAILED));
      return;
    }
    window.location.assign(paths.home.href());
  }, [dispatch]);
}
