import { LockKeyhole } from 'lucide-react';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../shared/ui/Button';
import { loginModalOpened } from '../auth/authSlice';

/**
 * A visitor's checkout: the order will be theirs, so they sign in first. Once
 * they have, the form takes this panel's place on the same page.
 */
export function SignInToCheckout({ noun }: { noun: string }) {
  const dispatch = useAppDispatch();
  return (
    <section className="checkout__card checkout-result" aria-labelledby="checkout-sign-in-title">
      <LockKeyhole className="checkout-result__icon" aria-hidden="true" />
      <h2 id="checkout-sign-in-title" className="checkout__card-title">
        Sign in to check out
      </h2>
      <p>Your {noun} is added to your own library, so please sign in or create an account first.</p>
      <div className="checkout-result__actions">
        <Button onClick={() => dispatch(loginModalOpened())}>Login</Button>
      </div>
    </section>
  );
}
