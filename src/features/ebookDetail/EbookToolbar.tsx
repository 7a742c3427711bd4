import { FavouriteButton } from '../../productUi/FavouriteButton';
import { BackButton } from './BackButton';
import { CopyLinkButton } from './CopyLinkButton';

/** Above the ebook: Back on one side; the heart and Copy link on the other. */
export function EbookToolbar({ productId, productName }: { productId: number; productName: string }) {
  return (
    <div className="ebook-toolbar">
      <BackButton />
      <div className="ebook-toolbar__actions">
        <FavouriteButton subject={{ kind: 'ebook', id: productId }} name={productName} variant="detail" />
        <CopyLinkButton productId={productId} />
      </div>
    </div>
  );
}
