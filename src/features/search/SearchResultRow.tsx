import { useId, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { Skeleton } from '../../shared/ui/Skeleton';
import { ProductCover } from '../../productUi/ProductCover';
import { selectProductById } from '../products/productsSlice';
import { resultDescription } from './search';

interface SearchResultRowProps {
  productId: number;
  /** The one row Tab stops at (roving focus): the others are reached with the arrow keys. */
  tabbable: boolean;
  onFocus: () => void;
  onOpen: () => void;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * One result: thumbnail (a book icon when the ebook has no cover), name, and
 * short description. The whole row is a link to the ebook; its name is the
 * link's name and the description is read after it.
 */
export function SearchResultRow({ productId, tabbable, onFocus, onOpen, ref }: SearchResultRowProps) {
  const product = useAppSelector((state) => selectProductById(state, productId));
  const nameId = useId();
  const descriptionId = useId();
  if (!product) return <SearchResultRowSkeleton />;
  return (
    <li className="search-results__item">
      <Link
        ref={ref}
        className="search-result"
        to={paths.ebook.href(product.id)}
        tabIndex={tabbable ? 0 : -1}
        aria-labelledby={nameId}
        aria-describedby={descriptionId}
        onFocus={onFocus}
        onClick={onOpen}
      >
        <ProductCover src={product.image} className="search-result__cover" />
        <span className="search-result__text">
          <span id={nameId} className="search-result__name">
            {product.name}
          </span>
          <span id={descriptionId} className="search-result__description">
            {resultDescription(product)}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** A row's placeholder while the search runs: the same size as a row, so nothing moves when results arrive. */
export function SearchResultRowSkeleton() {
  return (
    <li className="search-results__item" aria-hidden="true">
      <span className="search-result search-result--skeleton">
        <Skeleton shape="block" className="search-result__cover" />
        <span className="search-result__text">
          <Skeleton width="60%" />
          <Skeleton width="90%" />
        </span>
      </span>
    </li>
  );
}
