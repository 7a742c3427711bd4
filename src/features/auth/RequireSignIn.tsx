import { useEffect, type ReactNode } from 'react';
import { LockKeyhole } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { loginModalOpened, selectAuthStatus, selectSessionEndedElsewhere, SESSION_ENDED_ELSEWHERE } from './authSlice';

/**
 * Wraps a screen only a signed-in user may see (/mylibrary, /settings/*). A
 * visitor who arrives by a link or a reload gets the login modal and, behind
 * it, a short page saying why, with a way to open it again; once signed in,
 * the screen itself shows. Convenience only: the database decides (docs/product.md#the-database-decides-access).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectAuthStatus);
  const endedElsewhere = useAppSelector(selectSessionEndedElsewhere);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (status === 'signedOut') dispatch(loginModalOpened());
  }, [status, dispatch]);

  if (status === 'unknown') return <Spinner label="Checking your sign-in…" />;
  if (status === 'signedOut') {
    return <SignInRequired endedElsewhere={endedElsewhere} onLogin={() => dispatch(loginModalOpened())} />;
  }
  return children;
}

/** What a visitor sees behind the login modal: why, and a way to open it again. */
function SignInRequired({ endedElsewhere, onLogin }: { endedElsewhere: boolean; onLogin: () => void }) {
  useDocumentTitle('Sign in required');
  return (
    <section className="page page--centered">
      <h1 className="visually-hidden">Sign in required</h1>
      <EmptyState
        title="Sign in to continue"
        message={endedElsewhere ? SESSION_ENDED_ELSEWHERE : 'This page is part of your own Mentoria account.'}
        icon={<LockKeyhole />}
        action={<Button onClick={onLogin}>Login</Button>}
      />
    </section>
  );
}
