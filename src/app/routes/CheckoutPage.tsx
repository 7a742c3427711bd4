import { useSearchParams } from 'react-router-dom';
import { productIdFromAddress } from '../../config/paths';
import { RequireSignIn } from '../../features/auth/RequireSignIn';
import { Checkout } from '../../features/checkout/Checkout';
import { NoProductSelected } from '../../features/checkout/NoProductSelected';
import { ProductCover } from '../../productUi/ProductCover';
import { useProductLoad } from '../../features/products/useProductLoad';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { NotFound, notFoundTitle } from '../../shared/ui/NotFound';

/**
 * /checkout?id={ID} (docs/product.md#links-work-on-reload): the demo checkout of one ebook (docs/product.md#checkout-is-a-demo-that-completes).
 * Without an id it says "No product selected"; an id that names no ebook is
 * "Ebook not found". Keyed by the id, so moving to another ebook's checkout
 * starts with a fresh form.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const productId = productIdFromAddress(rawId);
  const load = useProductLoad(productId);
  const noId = rawId === null || rawId === '';
  useDocumentTitle(
    noId
      ? 'Checkout'
      : load.status === 'unknown'
        ? notFoundTitle('ebook')
        : load.status === 'ready'
          ? `Checkout: ${load.data.name}`
          : 'Checkout',
  );

  if (!noId && load.status === 'unknown') return <NotFound what="ebook" />;
  return (
    <section className="page">
      <h1 className="page__title">Checkout</h1>
      {noId || load.status === 'unknown' ? (
        <NoProductSelected />
      ) : (
        <Checkout
          key={productId}
          load={load}
          renderCover={(product) => <ProductCover src={product.image} priority />}
          requireSignIn={(panel, prompt) => <RequireSignIn prompt={prompt}>{panel}</RequireSignIn>}
        />
      )}
    </section>
  );
}
