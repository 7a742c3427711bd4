import { useSearchParams } from 'react-router-dom';
import { productIdFromAddress } from '../../config/paths';
import { Checkout } from '../../features/checkout/Checkout';
import { NoProductSelected } from '../../features/checkout/NoProductSelected';
import { ProductCover } from '../../features/products/ProductCover';

/**
 * /checkout?id={ID} (decision 5): the demo checkout of one ebook (decision 10).
 * Without a usable id it says "No product selected". Keyed by the id, so
 * moving to another ebook's checkout starts with a fresh form.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const productId = productIdFromAddress(params.get('id'));
  return (
    <section className="page">
      <h1 className="page__title">Checkout</h1>
      {productId === null ? (
        <NoProductSelected />
      ) : (
        <Checkout
          key={productId}
          productId={productId}
          renderCover={(product) => <ProductCover src={product.image} priority />}
        />
      )}
    </section>
  );
}
