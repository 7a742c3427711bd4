import { NavLink, useResolvedPath, type NavLinkProps } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isSignedInOnly } from '../../config/paths';
import { loginModalOpened, selectAuthStatus } from './authSlice';

/**
 * A NavLink to a signed-in-only route (its flag in config/paths.ts; docs/product.md#who-may-do-what):
 * a visitor's click on one is cancelled and opens the login modal instead.
 * While auth is still 'unknown' the click goes through, and RequireSignIn on
 * the route decides, so a signed-in user is never shown the modal by mistake.
 * Convenience only: the database decides who reads what (docs/product.md#the-database-decides-access).
 */
export function GuardedNavLink({ onClick, ...props }: NavLinkProps) {
  const status = useAppSelector(selectAuthStatus);
  const dispatch = useAppDispatch();
  const target = useResolvedPath(props.to);
  return (
    <NavLink
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || status !== 'signedOut' || !isSignedInOnly(target.pathname)) return;
        event.preventDefault();
        dispatch(loginModalOpened());
      }}
    />
  );
}
