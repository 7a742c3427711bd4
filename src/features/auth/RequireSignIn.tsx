import { useEffect, type ReactNode } from 'react';
import { LockKeyhole } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { loginModalOpened, selectAuthStatus, selectSessionEndedElsewhere, SESSION_ENDED_ELSEWHERE } from './authSlice';

interface RequireSignInProps {
  children: ReactNode;
  /** What a visitor sees in its place; by default a page saying why, behind the login modal it opens. */
  prompt?: ReactNode;
}

/**
 * The one way the app keeps a screen, or a part of one, for signed-in users
 * (docs/product.md#who-may-do-what): a spinner while the sign-in is checked,
 * a sign-in prompt where it would be for a visitor, and itself once signed in.
 * The router puts every route flagged signed-in only (config/paths.ts) behind
 * it; the checkout puts its form behind it. Convenience only: the database
 * decides (docs/product.md#the-database-decides-access).
 */
export function RequireSignIn({ children, prompt = <SignInRequired /> }: RequireSignInProps) {
  const status = useAppSelector(selectAuthStatus);
  if (status === 'unknown') return <Spinner label="Checking your sign-in…" />;
  return status === 'signedOut' ? prompt : children;
}

/**
 * A screen's place for a visitor who arrived by a link or a reload: the login
 * modal opens, and behind it this page says why, with a way to open it again.
 */
function SignInRequired() {
  const endedElsewhere = useAppSelector(selectSessionEndedElsewhere);
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(loginModalOpened());
  }, [dispatch]);
  useDocumentTitle('Sign in required');
  return (
    <section className="page page--centered">
      <h1 className="visually-hidden">Sign in required</h1>
      <EmptyState
        title="Sign in to continue"
        message={endedElsewhere ? SESSION_ENDED_ELSEWHERE : 'This page is part of your own Mentoria account.'}
        icon={<LockKeyhole />}
        action={<Button onClick={() => dispatch(loginModalOpened())}>Login</Button>}
      />
    </section>
  );
}
