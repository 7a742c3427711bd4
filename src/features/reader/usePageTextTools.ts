import { useEffect, useRef, type RefObject } from 'react';
import type { PageTextOnScreen } from './pageCanvases';
import type { PageHighlight, PageTextRange } from './pageText';
import { domRangeOf, pageRangeOf } from './pageTextDom';

/** What the reader selected on the page: the range of the page's text, its words, and where it is on screen. */
export interface PageTextSelection {
  range: PageTextRange;
  text: string;
  rect: DOMRect;
}

/** The highlight name a kind of mark is drawn with: `::highlight(reader-<kind>)` (pageText.ts). */
export const highlightName = (kind: string): string => `reader-${kind}`;

/** The CSS Custom Highlight API where the browser has it (jsdom has not: nothing is drawn there). */
const highlightRegistry = (): HighlightRegistry | null =>
  typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight !== 'undefined' ? CSS.highlights : null;

/**
 * Draws the highlights of the page shown over its text layer, one CSS highlight per kind
 * (docs/product.md#the-reader-is-a-study-tool), and takes them away when the page, its text or the highlights
 * change.
 */
export function usePageHighlights(
  text: PageTextOnScreen | null,
  page: number,
  highlights: readonly PageHighlight[] | undefined,
): void {
  useEffect(() => {
    const registry = highlightRegistry();
    if (!registry || !text || !highlights?.length) return;
    const byKind = new Map<string, Range[]>();
    for (const mark of highlights) {
      if (mark.page !== page) continue;
      const range = domRangeOf(text, mark.start, mark.end);
      if (range) byKind.set(mark.kind, [...(byKind.get(mark.kind) ?? []), range]);
    }
    for (const [kind, ranges] of byKind) registry.set(highlightName(kind), new Highlight(...ranges));
    return () => {
      for (const kind of byKind.keys()) registry.delete(highlightName(kind));
    };
  }, [text, page, highlights]);
}

/**
 * Tells `onTextSelected` what the reader selects on the page shown (null once nothing is), when the button comes
 * up or the selection changes from the keyboard. A page drawn again (a new zoom, the frame resized when the offline
 * notice appears) gets a new text layer, and the selection made on the old one is put back on it: it is not lost.
 */
export function useTextSelection(
  text: PageTextOnScreen | null,
  page: number,
  frameRef: RefObject<HTMLElement | null>,
  onTextSelected: ((selection: PageTextSelection | null) => void) | undefined,
): void {
  const told = useRef(false);
  // The selection last told, kept while its text layer is replaced (then the browser's selection goes with it).
  const kept = useRef<PageTextRange | null>(null);
  useEffect(() => {
    if (!onTextSelected) return;
    let pointerDown = false;
    const report = () => {
      const selection = document.getSelection();
      const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
      const onPage = text && range ? pageRangeOf(text, page, range) : null;
      if (onPage && range) {
        told.current = true;
        kept.current = onPage;
        const words = text!.pageText.text.slice(onPage.start, onPage.end);
        onTextSelected({ range: onPage, text: words, rect: range.getBoundingClientRect() });
        return;
      }
      // Unselected by the reader, not by the text layer being taken away.
      if (text?.element.isConnected) kept.current = null;
      if (told.current) {
        told.current = false;
        onTextSelected(null);
      }
    };
    const frame = frameRef.current;
    const down = () => void (pointerDown = true);
    const up = () => {
      pointerDown = false;
      report();
    };
    // While the button is held the selection grows at every move: it is told once, when the button comes up.
    const changed = () => {
      if (!pointerDown) report();
    };
    frame?.addEventListener('pointerdown', down);
    document.addEventListener('pointerup', up);
    document.addEventListener('selectionchange', changed);
    return () => {
      frame?.removeEventListener('pointerdown', down);
      document.removeEventListener('pointerup', up);
      document.removeEventListener('selectionchange', changed);
    };
  }, [text, page, frameRef, onTextSelected]);

  useEffect(() => {
    const wanted = kept.current;
    if (!text || !wanted) return;
    if (wanted.page !== page) {
      kept.current = null;
      return;
    }
    const selection = document.getSelection();
    if (!selection || (!selection.isCollapsed && text.element.contains(selection.anchorNode))) return;
    const range = domRangeOf(text, wanted.start, wanted.end);
    if (!range) return;
    selection.removeAllRanges();
    selection.addRange(range);
  }, [text, page]);
}
