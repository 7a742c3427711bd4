import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { BusyButton } from '../../shared/ui/BusyButton';
import { buttonClassName } from '../../shared/ui/buttonClassName';
import type { Product } from '../products/products';
import type { PrimaryAction } from '../ebookDetail/primaryAction';

const ACTION_CLASS = buttonClassName('primary', 'md', 'library-card__action');

/**
 * A card's main button (rule in libraryCardAction.ts): Read Book opens the
 * reader, Buy Now goes to checkout. Each says which book it is for to screen
 * readers, since a list of cards repeats the same visible words.
 */
export function LibraryCardAction({ product, action }: { product: Product; action: PrimaryAction }) {
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
      // Not reached for a free ebook (it is read at once); kept so a change to the rule still has a way on.
      return (
        <Link className={ACTION_CLASS} to={paths.ebook.href(product.id)}>
          {action.label}
          {forBook}
        </Link>
      );
    case 'busy':
      return <BusyButton className="library-card__action" label={action.label} />;
  }
}
