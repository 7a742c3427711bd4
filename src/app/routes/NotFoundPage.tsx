import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { NotFound, notFoundTitle } from '../../shared/ui/NotFound';

/** Any address no route matches: says so, and offers the way home. */
export function NotFoundPage() {
  useDocumentTitle(notFoundTitle('page'));
  return <NotFound what="page" />;
}
