import { Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { paths } from '../config/paths';
import { Skeleton } from '../shared/ui/Skeleton';
import { FavouriteButton } from './FavouriteButton';
import { priceLabel } from '../features/products/products';
import { selectProductById } from '../features/products/productsSlice';
import { ProductCover } from './ProductCover';
import './ProductCard.css';

interface ProductCardProps {
  productId: number;
  /** The card's place in its page's outline: h3 under a section's h2 (the default), h2 in a page's only list. */
  headingLevel?: 2 | 3;
  /** One of the first cards a page shows on arrival: its cover loads at once, first (it is likely the page's largest image). */
  coverPriority?: boolean;
}

/**
 * An ebook in a list or carousel: cover, category, name, price and rating
 * (its line kept empty when there is none, so every card is one height),
 * and the favourite heart. It selects its own product by id from the store
 * (lists hold ids only), so the detail screen it links to renders at once.
 * The whole card is one link (its name's, stretched over the card); the heart
 * sits above it as a separate button.
 */
export function ProductCard({ productId, headingLevel = 3, coverPriority = false }: ProductCardProps) {
  const product = useAppSelector((state) => selectProductById(state, productId));
  if (!product) return <ProductCardSkeleton />;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="product-card">
      <div className="product-card__cover">
        <ProductCover src={product.image} priority={coverPriority} />
        <span className={`product-card__price${product.price === 0 ? ' product-card__price--free' : ''}`}>
          {priceLabel(product.price)}
        </span>
      </div>
      <div className="product-card__favourite">
        <FavouriteButton subject={{ kind: 'ebook', id: product.id }} name={product.name} />
      </div>
      <p className="product-card__category">{product.category}</p>
      <Heading className="product-card__name">
        <Link className="product-card__link" to={paths.ebook.href(product.id)}>
          {product.name}
        </Link>
      </Heading>
      {/* There even when empty, so a card without a rating is as tall as its rated neighbours. */}
      <p className="product-card__rating">
        {product.rating != null && (
          <>
            <Star aria-hidden="true" size={14} fill="currentColor" />
            <span className="visually-hidden">Rated </span>
            {product.rating.toFixed(1)}
          </>
        )}
      </p>
    </article>
  );
}

/** A card's placeholder while its list loads: the same size as a card, so nothing moves when it arrives. */
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true">
      <Skeleton shape="block" className="product-card__cover-skeleton" />
      <Skeleton width="40%" />
      <Skeleton width="85%" />
      <Skeleton width="25%" />
    </div>
  );
}
