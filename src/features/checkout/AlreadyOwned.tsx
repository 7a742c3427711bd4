import { BookCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { buttonClassName } from '../../shared/ui/buttonClassName';
import type { Product } from '../products/products';

/** Shown instead of the form when the reader already owns the ebook: nothing to buy, straight to reading. */
export function AlreadyOwned({ product }: { product: Product }) {
  return (
    <section className="checkout__card checkout-result" aria-labelledby="checkout-owned-title">
      <BookCheck className="checkout-result__icon" aria-hidden="true" />
      <h2 id="checkout-owned-title" className="checkout__card-title">
        You already own this ebook
      </h2>
      <p>“{product.name}” is in your library, so there is nothing to pay.</p>
      <div className="checkout-result__actions">
        <Link className={buttonClassName()} to={paths.reader.href(product.id)}>
          Read Book
        </Link>
        <Link className={buttonClassName('secondary')} to={paths.library.href()}>
          Go to Library
        </Link>
      </div>
    </section>
  );
}
