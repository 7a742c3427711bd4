import { ScreenPending } from './ScreenPending';

/** /ebooks: being built (issue #6). */
export function EbooksPage() {
  return <ScreenPending title="Ebooks" />;
}
