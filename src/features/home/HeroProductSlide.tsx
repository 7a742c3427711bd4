import { Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { Skeleton } from '../../shared/ui/Skeleton';
import { heroRating } from '../products/products';
import { selectProductById } from '../products/productsSlice';
import { ProductCover } from '../../productUi/ProductCover';

interface HeroProductSlideProps {
  productId: number;
  /** The first product slide holds the page's largest image: it loads at once and first. */
  priority: boolean;
}

/** A newest ebook on the hero: category, name, rating and cover; the whole slide opens its detail screen. */
export function HeroProductSlide({ productId, priority }: HeroProductSlideProps) {
  const product = useAppSelector((state) => selectProductById(state, productId));
  if (!product) return <HeroSlideSkeleton />;
  return (
    <Link className="hero-slide hero-slide--product" to={paths.ebook.href(product.id)}>
      <div className="hero-slide__text">
        <p className="hero-slide__category">{product.category}</p>
        <h2 className="hero-slide__title hero-slide__title--product">{product.name}</h2>
        <p className="hero-slide__rating">
          <Star aria-hidden="true" size={18} fill="currentColor" />
          <span className="visually-hidden">Rated </span>
          {heroRating(product).toFixed(1)}
        </p>
      </div>
      <ProductCover src={product.image} priority={priority} className="hero-slide__cover" />
    </Link>
  );
}

/** A product slide's placeholder while the newest ebooks load: the slide's own size, so nothing moves. */
export function HeroSlideSkeleton() {
  return (
    <div className="hero-slide hero-slide--product" aria-hidden="true">
      <div className="hero-slide__text">
        <Skeleton width="30%" />
        <Skeleton width="80%" height="1.75rem" />
        <Skeleton width="15%" />
      </div>
      <Skeleton shape="block" className="hero-slide__cover" />
    </div>
  );
}
