import { useEffect, type ReactNode } from 'react';
import { LockKeyhole } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Spinner } from '../../shared/ui/Spinner';
import { loginModalOpened, selectAuthStatus } from './authSlice';

/**
 * Wraps a screen only a signed-in user may see (/mylibrary, /settings/*). A
 * visitor who arrives by a link or a reload gets the login modal and, behind
 * it, a short page saying why, with a way to open it again; once signed in,
 * the screen itself shows. Convenience only: the database decides (decision 14).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectAuthStatus);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (status === 'signedOut') dispatch(loginModalOpened());
  }, [status, dispatch]);

  if (status === 'unknown') return <Spinner label="Checking your sign-in…" />;
  if (status === 'signedOut') {
    return (
      <section className="page page--centered">
        <h1 className="visually-hidden">Sign in required</h1>
        <EmptyState
          title="Sign in to continue"
          message="This page is part of your own Mentoria account."
          icon={<LockKeyhole />}
          action={<Button onClick={() => dispatch(loginModalOpened())}>Login</Button>}
        />
      </section>
    );
  }
  return children;
}
