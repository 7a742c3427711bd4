import { Navigate, useSearchParams } from 'react-router-dom';
import { paths, productIdFromAddress } from '../../config/paths';
import { DescriptionPanel } from '../../features/ebookDetail/DescriptionPanel';
import { EbookDetailSkeleton } from '../../features/ebookDetail/EbookDetailSkeleton';
import { EbookSummary } from '../../features/ebookDetail/EbookSummary';
import { EbookTabs } from '../../features/ebookDetail/EbookTabs';
import { EbookToolbar } from '../../features/ebookDetail/EbookToolbar';
import { RelatedEbooks } from '../../features/ebookDetail/RelatedEbooks';
import { useCheckoutAfterSignIn } from '../../features/ebookDetail/useCheckoutAfterSignIn';
import { useDetailProduct } from '../../features/ebookDetail/useDetailProduct';
import { WhatsInsidePanel } from '../../features/ebookDetail/WhatsInsidePanel';
import { ProductCover } from '../../features/products/ProductCover';
import { ReviewForm } from '../../features/reviews/ReviewForm';
import { ReviewList } from '../../features/reviews/ReviewList';
import '../../features/ebookDetail/EbookDetail.css';

/**
 * /ebook?id= (decision 5): one ebook, with its cover, summary and main
 * button, the Description / What's Inside? / Reviews tabs and related ebooks.
 * Without a valid id it goes home (spec section 5). Keyed by the ebook, so
 * opening a related one starts afresh (first tab, empty review box).
 */
export function EbookPage() {
  const [searchParams] = useSearchParams();
  const productId = productIdFromAddress(searchParams.get('id'));
  const product = useDetailProduct(productId);
  useCheckoutAfterSignIn(productId);

  if (productId === null) return <Navigate to={paths.home.href()} replace />;
  if (!product) return <EbookDetailSkeleton />;
  return (
    <article key={product.id} className="page ebook-detail">
      <EbookToolbar productId={product.id} productName={product.name} />
      <div className="ebook-detail__cover">
        <ProductCover src={product.image} priority />
      </div>
      <EbookSummary product={product} />
      <EbookTabs
        description={<DescriptionPanel html={product.descriptionHtml} />}
        inside={<WhatsInsidePanel product={product} />}
        reviews={
          <>
            <ReviewForm productId={product.id} />
            <ReviewList productId={product.id} />
          </>
        }
      />
      <RelatedEbooks product={product} />
    </article>
  );
}
