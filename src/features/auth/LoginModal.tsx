import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadOnce } from '../../lib/loadOnce';
import { useLoadedWhen } from '../../shared/hooks/useLoadedWhen';
import { toastRaised } from '../toasts/toastsSlice';
import { loginModalClosed, selectLoginModalOpen } from './authSlice';

export const LOGIN_FORM_UNAVAILABLE = 'The login form could not be loaded. Check your connection and try again.';

/** The dialog and its forms, fetched once and shared by the preload and the first opening. */
const loadLoginModalDialog = loadOnce(() => import('./LoginModalDialog'));

/**
 * Starts fetching the dialog before it is asked for (the pointer or the focus
 * on the Login button), so a click does not wait for it. A failed preload is
 * not an error: opening tries again.
 */
export function preloadLoginModal() {
  loadLoginModalDialog().catch(() => undefined);
}

/**
 * The login modal present on every page (docs/product.md#screens), opened from the top bar's
 * Login button or by a guard. The shell keeps only whether it is open: the
 * dialog and its forms are loaded when it first opens, so the first page
 * does not carry them. If they cannot be loaded, the modal closes and a toast says so.
 */
export function LoginModal() {
  const open = useAppSelector(selectLoginModalOpen);
  const dispatch = useAppDispatch();
  const onLoadFailure = useCallback(() => {
    dispatch(loginModalClosed());
    dispatch(toastRaised('danger', LOGIN_FORM_UNAVAILABLE));
  }, [dispatch]);
  const loaded = useLoadedWhen(open, loadLoginModalDialog, onLoadFailure);
  return loaded ? <loaded.LoginModalDialog /> : null;
}
