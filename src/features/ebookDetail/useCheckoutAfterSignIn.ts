import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { afterSignInHandled, selectAfterSignIn, selectIsSignedIn } from '../auth/authSlice';

/**
 * A visitor's Buy Now opened the login modal with a checkout intent; once
 * they are signed in, this screen carries it out (the app's listener leaves
 * it here because it needs navigation): the intent is marked handled and the
 * reader goes on to checkout for this ebook.
 */
export function useCheckoutAfterSignIn(productId: number | null): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  const wanted = useAppSelector(selectAfterSignIn);
  const due = signedIn && productId !== null && wanted?.type === 'checkout' && wanted.productId === productId;

  useEffect(() => {
    if (!due || productId === null) return;
    dispatch(afterSignInHandled());
    void navigate(paths.checkout.href(productId));
  }, [due, productId, dispatch, navigate]);
}
