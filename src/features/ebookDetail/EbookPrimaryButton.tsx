import { skipToken } from '@reduxjs/toolkit/query';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { Button } from '../../shared/ui/Button';
import { BusyButton } from '../../shared/ui/BusyButton';
import { buttonClassName } from '../../shared/ui/buttonClassName';
import { loginModalOpened, selectIsSignedIn } from '../auth/authSlice';
import { useGetOrdersQuery } from '../orders/ordersApi';
import { selectOwnership } from '../orders/ordersSelectors';
import type { Product } from '../products/products';
import { useGetFreeEbook } from '../orders/useGetFreeEbook';
import { primaryAction } from '../orders/primaryAction';

const PRIMARY_CLASS = buttonClassName('primary', 'md', 'ebook-primary');

/**
 * The detail screen's main button (rules in primaryAction.ts): Read Book
 * links to the reader; Buy Now links to checkout; Get Ebook records a free
 * order. A visitor's Buy Now or Get Ebook opens the login modal instead, and
 * what they wanted happens once they are signed in (Get Ebook by the app's
 * listener, Buy Now by useCheckoutAfterSignIn on this screen).
 */
export function EbookPrimaryButton({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  // Subscribed for as long as the button shows, so ownership is known and follows new orders.
  useGetOrdersQuery(signedIn ? undefined : skipToken);
  const ownership = useAppSelector((state) => selectOwnership(state, product.id));
  const { getEbook: getFreeEbook, getting } = useGetFreeEbook();
  const action = primaryAction({ ownership, price: product.price, getting });

  // The pressed Get Ebook button gives way to the Read Book link; focus follows it there.
  const focusReadLink = useRef(false);
  const readLinkRef = (link: HTMLAnchorElement | null) => {
    if (link && focusReadLink.current) {
      focusReadLink.current = false;
      link.focus();
    }
  };

  async function getEbook() {
    if (!signedIn) {
      dispatch(loginModalOpened({ type: 'getEbook', productId: product.id }));
      return;
    }
    if (await getFreeEbook(product.id)) focusReadLink.current = true;
  }

  switch (action.kind) {
    case 'read':
      return (
        <Link ref={readLinkRef} className={PRIMARY_CLASS} to={paths.reader.href(product.id)}>
          {action.label}
        </Link>
      );
    case 'buy':
      return signedIn ? (
        <Link className={PRIMARY_CLASS} to={paths.checkout.href(product.id)}>
          {action.label}
        </Link>
      ) : (
        <Button
          className="ebook-primary"
          onClick={() => dispatch(loginModalOpened({ type: 'checkout', productId: product.id }))}
        >
          {action.label}
        </Button>
      );
    case 'get':
      return (
        <Button className="ebook-primary" onClick={() => void getEbook()}>
          {action.label}
        </Button>
      );
    case 'busy':
      return <BusyButton className="ebook-primary" busy busyLabel={action.label} ringOnly />;
  }
}
