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
import { useOnlineStatus } from '../../features/offline/useOnlineStatus';
import { productLoadFailureMessage } from '../../features/products/productLoad';
import { ProductCover } from '../../productUi/ProductCover';
import { ReviewForm } from '../../features/reviews/ReviewForm';
import { ReviewList } from '../../features/reviews/ReviewList';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { NotFound, notFoundTitle } from '../../shared/ui/NotFound';
import '../../features/ebookDetail/EbookDetail.css';

/**
 * /ebook?id= (docs/product.md#links-work-on-reload): one ebook, with its cover, summary and main
 * button, the Description / What's Inside? / Reviews tabs and related ebooks.
 * Without an id it goes home (docs/product.md#how-the-screens-behave); an id that names no ebook is
 * "Ebook not found", and a load that failed says so with Retry. Keyed by the
 * ebook, so opening a related one starts afresh (first tab, empty review box).
 */
export function EbookPage() {
  const [searchParams] = useSearchParams();
  const rawId = searchParams.get('id');
  const productId = productIdFromAddress(rawId);
  const load = useDetailProduct(productId);
  const online = useOnlineStatus();
  useCheckoutAfterSignIn(productId);
  useDocumentTitle(
    load.status === 'ready' ? load.data.name : load.status === 'unknown' ? notFoundTitle('ebook') : 'Ebook',
  );

  if (rawId === null || rawId === '') return <Navigate to={paths.home.href()} replace />;
  switch (load.status) {
    case 'unknown':
      return <NotFound what="ebook" />;
    case 'loading':
      return <EbookDetailSkeleton />;
    case 'failed':
      return (
        <section className="page">
          <h1 className="visually-hidden">Ebook</h1>
          <LoadFailure message={productLoadFailureMessage(online)} onRetry={load.retry} retrying={load.retrying} />
        </section>
      );
  }
  const product = load.data;
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
            <ReviewForm subject={{ kind: 'ebook', id: product.id }} />
            <ReviewList subject={{ kind: 'ebook', id: product.id }} />
          </>
        }
      />
      <RelatedEbooks product={product} />
    </article>
  );
}
