import { ScreenPending } from './ScreenPending';

/** /ebook: being built (issue #6). */
export function EbookPage() {
  return <ScreenPending title="Ebook" />;
}
