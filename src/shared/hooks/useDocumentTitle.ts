import { useEffect } from 'react';
import { APP_NAME, DOCUMENT_TITLE_MAX_CHARS } from '../../config/constants';

/**
 * The document title of a screen that shows `what`: "what – Mentoria", so tabs, history and bookmarks tell
 * screens apart; a very long `what` (a pasted search) is cut at a word with an ellipsis. Mentoria alone
 * without one.
 */
export function documentTitle(what: string | null): string {
  const name = what?.replace(/\s+/g, ' ').trim() ?? '';
  if (name === '') return APP_NAME;
  if (name.length <= DOCUMENT_TITLE_MAX_CHARS) return `${name} – ${APP_NAME}`;
  const cut = name.slice(0, DOCUMENT_TITLE_MAX_CHARS);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > DOCUMENT_TITLE_MAX_CHARS / 2 ? cut.slice(0, atWord) : cut).trimEnd()}… – ${APP_NAME}`;
}

/** Names the screen in the document title while it is shown (each screen calls it with what it shows). */
export function useDocumentTitle(what: string | null): void {
  useEffect(() => {
    document.title = documentTitle(what);
  }, [what]);
}
