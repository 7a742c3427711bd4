import { useEffect } from 'react';
import { APP_NAME, DOCUMENT_TITLE_MAX_CHARS } from '../../config/constants';
import { shortText } from '../../lib/shortText';

/**
 * The document title of a screen that shows `what`: "what – Mentoria", so tabs, history and bookmarks tell
 * screens apart; a very long `what` (a pasted search) is cut at a word with an ellipsis. Mentoria alone
 * without one.
 */
export function documentTitle(what: string | null): string {
  const name = shortText(what ?? '', DOCUMENT_TITLE_MAX_CHARS);
  return name === '' ? APP_NAME : `${name} – ${APP_NAME}`;
}

/** Names the screen in the document title while it is shown (each screen calls it with what it shows). */
export function useDocumentTitle(what: string | null): void {
  useEffect(() => {
    document.title = documentTitle(what);
  }, [what]);
}
