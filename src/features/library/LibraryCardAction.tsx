import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Button } from '../../shared/ui/Button';
import { BusyButton } from '../../shared/ui/BusyButton';
import { buttonClassName } from '../../shared/ui/buttonClassName';
import type { Product } from '../products/products';
import type { PrimaryAction } from '../orders/primaryAction';

const ACTION_CLASS = buttonClassName('primary', 'md', 'library-card__action');

interface LibraryCardActionProps {
  product: Product;
  action: PrimaryAction;
  /** Get Ebook: records the free ebook as the reader's, here on the card. */
  onGet: () => void;
}

/**
 * A card's main button (the detail screen's rule, primaryAction.ts): Read Book
 * opens the reader, Buy Now goes to checkout, Get Ebook gets a free favourite
 * into the library. Each says which book it is for to screen readers, since a
 * list of cards repeats the same visible words.
 */
export function LibraryCardAction({ product, action, onGet }: LibraryCardActionProps) {
  const forBook = <span className="visually-hidden">: {product.name}</span>;

  switch (action.kind) {
    case 'read':
      return (
        <Link className={ACTION_CLASS} to={paths.reader.href(product.id)}>
          {action.label}
          {forBook}
        </Link>
      );
    case 'buy':
      return (
        <Link className={ACTION_CLASS} to={paths.checkout.href(product.id)}>
          {action.label}
          {forBook}
        </Link>
      );
    case 'get':
      return (
        <Button className="library-card__action" onClick={onGet}>
          {action.label}
          {forBook}
        </Button>
      );
    case 'busy':
      return <BusyButton className="library-card__action" busy busyLabel={action.label} ringOnly />;
  }
}
