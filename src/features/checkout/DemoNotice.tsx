import { ShieldCheck } from 'lucide-react';

/** docs/product.md#checkout-is-a-demo-that-completes: the page says plainly that this is a demo that takes no payment and keeps card data in the browser. */
export function DemoNotice({ noun }: { noun: string }) {
  return (
    <div className="checkout-notice" role="note" aria-label="Demo checkout">
      <ShieldCheck aria-hidden="true" size={20} />
      <p>
        <strong>This is a demo checkout.</strong> No payment is taken, and no card data leaves your browser: only your
        order is recorded, so the {noun} appears in your library.
      </p>
    </div>
  );
}
