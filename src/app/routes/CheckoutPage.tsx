import { useSearchParams } from 'react-router-dom';
import { productIdFromAddress } from '../../config/paths';
import { RequireSignIn } from '../../features/auth/RequireSignIn';
import { Checkout } from '../../features/checkout/Checkout';
import { NoProductSelected } from '../../features/checkout/NoProductSelected';
import { useCheckoutLoad } from '../../features/checkout/useCheckoutLoad';
import { ProductCover } from '../../productUi/ProductCover';
import { VideoThumbnail } from '../../productUi/VideoThumbnail';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { NotFound, notFoundTitle } from '../../shared/ui/NotFound';

/**
 * /checkout?id={ID} for an ebook, /checkout?course={ID} for a video course (docs/product.md#links-work-on-reload):
 * the one demo checkout (docs/product.md#checkout-is-a-demo-that-completes). Without an id it says "No product
 * selected"; an id that names nothing is "Ebook not found" or "Course not found". Keyed by the item, so moving
 * to another checkout starts with a fresh form.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const kind = params.has('course') ? 'course' : 'ebook';
  const rawId = params.get(kind === 'course' ? 'course' : 'id');
  const load = useCheckoutLoad(kind, productIdFromAddress(rawId));
  const noId = rawId === null || rawId === '';
  useDocumentTitle(
    noId
      ? 'Checkout'
      : load.status === 'unknown'
        ? notFoundTitle(kind)
        : load.status === 'ready'
          ? `Checkout: ${load.data.name}`
          : 'Checkout',
  );

  if (!noId && load.status === 'unknown') return <NotFound what={kind} />;
  return (
    <section className="page">
      <h1 className="page__title">Checkout</h1>
      {noId || load.status === 'unknown' ? (
        <NoProductSelected />
      ) : (
        <Checkout
          key={`${kind}-${rawId}`}
          kind={kind}
          load={load}
          renderCover={(item) =>
            item.kind === 'course' ? (
              <VideoThumbnail src={item.image} priority />
            ) : (
              <ProductCover src={item.image} priority />
            )
          }
          requireSignIn={(panel, prompt) => <RequireSignIn prompt={prompt}>{panel}</RequireSignIn>}
        />
      )}
    </section>
  );
}
