import { BookOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { buttonClassName } from '../../shared/ui/buttonClassName';
import { EmptyState } from '../../shared/ui/EmptyState';

/** A checkout without a product to buy (docs/product.md#messages): the address names none. */
export function NoProductSelected() {
  return (
    <EmptyState
      title="No product selected"
      message="Choose an ebook first, then check out from its page."
      icon={<BookOpen />}
      action={
        <Link className={buttonClassName()} to={paths.ebooks.href()}>
          Browse Ebooks
        </Link>
      }
    />
  );
}
