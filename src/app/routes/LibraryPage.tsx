import { Library } from '../../features/library/Library';
import type { LibraryCardState } from '../../features/library/LibraryCard';
import { OfflineBookControls } from '../../features/offlineBooks/OfflineBookControls';
import { ReadingProgressLabel } from '../../productUi/ReadingProgressLabel';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';

/**
 * Under each library card: how far the reader got ("Page X of N", for a book
 * that has been opened) and, for a book they may open, the offline copy's
 * controls (a premium favourite not bought has no file to save). Composed
 * here, in the app layer, because a feature never renders another feature's
 * components.
 */
function cardExtras(productId: number, { readable }: LibraryCardState) {
  return (
    <>
      <ReadingProgressLabel productId={productId} />
      {readable && <OfflineBookControls productId={productId} />}
    </>
  );
}

/** /mylibrary: the signed-in reader's books, Purchased and Favorites. */
export function LibraryPage() {
  useDocumentTitle('Library');
  return (
    <section className="page">
      <h1 className="page__title">My Library</h1>
      <Library cardExtras={cardExtras} />
    </section>
  );
}
