import { useCallback, useMemo, useState } from 'react';
import type { PageHighlight } from '../reader/pageText';
import type { Annotation } from './annotations';
import type { ReaderTextSelection } from './SelectionToolbar';

/** A book's highlights as the reader's pages draw them: each range marked in its colour (`reader-<colour>`). */
export function highlightsOf(annotations: readonly Annotation[]): PageHighlight[] {
  return annotations.flatMap((annotation) =>
    annotation.kind === 'highlight' && annotation.deletedAt === null
      ? [{ page: annotation.page, start: annotation.start, end: annotation.end, kind: annotation.colour }]
      : [],
  );
}

/** What the reader's text layer (BookPages) is given and tells, for the highlights and the selection toolbar. */
export interface AnnotationLayer {
  /** The same list for as long as the annotations are the same, so the pages redraw only on a change. */
  highlights: PageHighlight[];
  onTextSelected: (selection: ReaderTextSelection | null) => void;
  /** The text selected now, for the selection toolbar. */
  selection: ReaderTextSelection | null;
  clearSelection: () => void;
}

export function useAnnotationLayer(annotations: readonly Annotation[]): AnnotationLayer {
  const highlights = useMemo(() => highlightsOf(annotations), [annotations]);
  const [selection, setSelection] = useState<ReaderTextSelection | null>(null);
  const clearSelection = useCallback(() => {
    setSelection(null);
    window.getSelection()?.removeAllRanges();
  }, []);
  // The page's selection goes when the note field takes the focus: the toolbar stays while the reader writes.
  const onTextSelected = useCallback((next: ReaderTextSelection | null) => {
    if (next === null && document.activeElement?.closest('.selection-toolbar')) return;
    setSelection(next);
  }, []);
  return { highlights, onTextSelected, selection, clearSelection };
}
