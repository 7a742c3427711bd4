import { ListTree, Search, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import type { PDFDocumentProxy } from '../../lib/pdf';
import { Button } from '../../shared/ui/Button';
import { BookTexts, findHighlights } from './find/bookSearch';
import { FindPanel } from './find/FindPanel';
import { useBookFind } from './find/useBookFind';
import { OutlinePanel } from './outline/OutlinePanel';
import { useBookOutline } from './outline/useBookOutline';
import type { PageHighlight } from './pageText';
import { useOutlineFocus, useStudyPanels, type StudyPanel } from './useStudyPanels';
import './StudyTools.css';

interface StudyToolsProps {
  pdf: PDFDocumentProxy;
  /** The page shown. */
  page: number;
  onPageChange: (page: number) => void;
  /** A query from the reader's address: Find opens on it (docs/product.md#the-reader-is-a-study-tool). */
  initialFind?: string | null;
  /** The pages, given Find's marks on the page shown and the panels' toggles, for the reader's toolbar. */
  children: (highlights: readonly PageHighlight[], toggles: ReactNode) => ReactNode;
}

const PANEL_NAMES: Record<StudyPanel, string> = { find: 'Find', outline: 'Outline' };
const PANEL_ICONS: Record<StudyPanel, ReactNode> = {
  find: <Search aria-hidden="true" size={16} />,
  outline: <ListTree aria-hidden="true" size={16} />,
};

/**
 * The reader's study tools beside the pages (docs/product.md#the-reader-is-a-study-tool): Find and Outline toggles,
 * each opening its panel (a side panel on a wide window, a sheet over the page on a phone), one at a time
 * (useStudyPanels: the focus, Escape, Ctrl/⌘+F). The book's page texts are kept while it is open, and let go when
 * it closes.
 */
export function StudyTools({ pdf, page, onPageChange, initialFind, children }: StudyToolsProps) {
  const texts = useMemo(() => new BookTexts(pdf), [pdf]);
  useEffect(() => () => texts.release(), [texts]);
  const find = useBookFind(texts, page, onPageChange, initialFind ?? '');
  const panels = useStudyPanels(initialFind);
  const { open } = panels;
  const outline = useBookOutline(pdf, open === 'outline');
  useOutlineFocus(panels, outline.status === 'ready');
  const titleId = useId();

  // A new query in the address is Find's new query.
  const addressFind = useRef(initialFind);
  const { type } = find;
  useEffect(() => {
    if (initialFind && initialFind !== addressFind.current) type(initialFind);
    addressFind.current = initialFind;
  }, [initialFind, type]);

  const current = find.current === null ? null : (find.results[find.current] ?? null);
  const highlights = open === 'find' ? findHighlights(find.results, current, page) : [];

  const toggles = (['find', 'outline'] as const).map((panel) => (
    <Button
      key={panel}
      ref={panels.toggles[panel]}
      variant={open === panel ? 'primary' : 'secondary'}
      size="sm"
      aria-expanded={open === panel}
      aria-controls={open === panel ? panels.ids[panel] : undefined}
      onClick={() => panels.toggle(panel)}
    >
      {PANEL_ICONS[panel]}
      <span className="reader-tool__label">{PANEL_NAMES[panel]}</span>
    </Button>
  ));

  return (
    <>
      <div className={open ? 'reader-study reader-study--open' : 'reader-study'}>
        <div className="reader-study__pages">{children(highlights, toggles)}</div>
        {open && (
          <section
            id={panels.ids[open]}
            className="reader-panel"
            aria-labelledby={titleId}
            tabIndex={-1}
            onKeyDown={panels.onPanelKeyDown}
          >
            <Button
              variant="ghost"
              size="sm"
              className="reader-panel__close"
              aria-label={`Close ${PANEL_NAMES[open]}`}
              onClick={panels.close}
            >
              <X aria-hidden="true" size={18} />
            </Button>
            {open === 'find' ? (
              <FindPanel find={find} titleId={titleId} fieldRef={panels.focusTargets.find} />
            ) : (
              <OutlinePanel
                outline={outline}
                page={page}
                onPageChange={onPageChange}
                titleId={titleId}
                focusRef={panels.focusTargets.outline}
              />
            )}
          </section>
        )}
      </div>
    </>
  );
}
