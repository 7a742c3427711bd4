import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ProductCover } from '../products/ProductCover';
import type { RecentlyViewedEntry } from '../recentlyViewed/recentlyViewedSlice';
import './RecentlyViewedCard.css';

/**
 * An ebook seen lately, drawn from its stored snapshot (not the products
 * store), so it shows even offline or when the product was never loaded in
 * this visit. The whole card opens the ebook again.
 */
export function RecentlyViewedCard({ entry }: { entry: RecentlyViewedEntry }) {
  return (
    <article className="viewed-card">
      <ProductCover src={entry.image} />
      <p className="viewed-card__category">{entry.category}</p>
      <h3 className="viewed-card__name">
        <Link className="viewed-card__link" to={paths.ebook.href(entry.id)}>
          {entry.name}
        </Link>
      </h3>
    </article>
  );
}
