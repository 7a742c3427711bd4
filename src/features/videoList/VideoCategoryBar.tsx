import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { LoadFailure } from '../../shared/ui/LoadFailure';
import { Skeleton } from '../../shared/ui/Skeleton';
import type { Category } from '../categories/categories';
import { useGetCategoriesQuery } from '../categories/categoriesApi';
import { rovingIndexAfterKey } from '../../shared/ui/rovingFocus';
import { rowEdges, scrollToReveal } from './videoList';
import './VideoCategoryBar.css';

interface VideoCategoryBarProps {
  /** The category whose videos are shown (All included); no button is pressed when it is not in the list. */
  selected: string;
  onSelect: (category: string) => void;
  /** Draws a category's icon (the route passes the categories feature's CategoryIcon). */
  renderIcon: (category: Category) => ReactNode;
}

/** Chips shown while the categories load, so the row keeps its height. */
const PLACEHOLDER_CHIPS = 8;
/** Room left beside a chip scrolled into view, so its neighbour shows there is more. */
const REVEAL_MARGIN_PX = 24;
/** How much of the row's width an arrow scrolls by: most of it, keeping a chip or two in view for context. */
const ARROW_STEP = 0.8;

/**
 * The videos screen's filter: All, then every category, as a toolbar of toggle
 * buttons that scrolls sideways. The row is one Tab stop (the selected
 * button): the arrow keys (wrapping round), Home and End move along it, so the videos are not
 * 66 Tab presses away. The selected button is scrolled into view when the
 * screen opens and when Back changes it. Wide screens with a mouse also get
 * arrows either side (a mouse wheel scrolls down, not along); keyboard users
 * have the arrow keys, so those are not tab stops.
 */
export function VideoCategoryBar({ selected, onSelect, renderIcon }: VideoCategoryBarProps) {
  const { data: categories, isError, isFetching, refetch } = useGetCategoriesQuery();
  const rowRef = useRef<HTMLDivElement>(null);
  const edges = useRowEdges(rowRef, selected, categories);

  // Arrow keys move focus along the row (a toolbar's roving focus); focusing scrolls the button into view.
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(rowRef.current?.querySelectorAll<HTMLButtonElement>('.category-bar__chip') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    const target = rovingIndexAfterKey(event.key, current, buttons.length);
    if (target === null) return;
    event.preventDefault();
    buttons[target]?.focus();
  }

  function scrollAlong(direction: -1 | 1) {
    const row = rowRef.current;
    if (!row) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    row.scrollBy({ left: direction * row.clientWidth * ARROW_STEP, behavior: reduceMotion ? 'auto' : 'smooth' });
  }

  if (!categories && isError) {
    return (
      <LoadFailure message="The categories could not be loaded." onRetry={() => void refetch()} retrying={isFetching} />
    );
  }

  return (
    <div className="category-bar">
      <ScrollArrow side="left" disabled={edges.atStart} onClick={() => scrollAlong(-1)} />
      <div
        ref={rowRef}
        className="category-bar__row"
        role="toolbar"
        aria-label="Video categories"
        onScroll={edges.measure}
        onKeyDown={moveFocus}
      >
        {categories ? (
          <CategoryChips categories={categories} selected={selected} onSelect={onSelect} renderIcon={renderIcon} />
        ) : (
          Array.from({ length: PLACEHOLDER_CHIPS }, (_, i) => (
            <Skeleton key={i} className="category-bar__placeholder" shape="block" />
          ))
        )}
      </div>
      <ScrollArrow side="right" disabled={edges.atEnd} onClick={() => scrollAlong(1)} />
    </div>
  );
}

/**
 * Whether the row is scrolled to either end (its arrows then do nothing), kept as it scrolls and resizes. The
 * selected button is scrolled into view before paint, so the row never shows at the start and then jumps.
 */
function useRowEdges(rowRef: RefObject<HTMLDivElement | null>, selected: string, categories: unknown) {
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const measure = useCallback(() => {
    const row = rowRef.current;
    if (row) setEdges(rowEdges(row));
  }, [rowRef]);

  useLayoutEffect(() => {
    const row = rowRef.current;
    const button = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (row && button) {
      const left = scrollToReveal(
        { start: button.offsetLeft, width: button.offsetWidth },
        { scrollLeft: row.scrollLeft, width: row.clientWidth },
        REVEAL_MARGIN_PX,
      );
      if (left !== null) row.scrollLeft = left;
    }
    measure();
  }, [rowRef, selected, categories, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return { ...edges, measure };
}

/** An arrow beside the row, for a mouse (the keyboard has the arrow keys, so it is not a tab stop). */
function ScrollArrow({ side, disabled, onClick }: { side: 'left' | 'right'; disabled: boolean; onClick: () => void }) {
  const label = `Scroll categories ${side}`;
  return (
    <button
      type="button"
      className="category-bar__arrow"
      aria-label={label}
      title={label}
      tabIndex={-1}
      disabled={disabled}
      onClick={onClick}
    >
      {side === 'left' ? <ChevronLeft aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
    </button>
  );
}

interface CategoryChipsProps extends Omit<VideoCategoryBarProps, 'selected'> {
  categories: readonly Category[];
  selected: string;
}

/** A toggle button per category; the row's one Tab stop is the selected one, or the first when none is. */
function CategoryChips({ categories, selected, onSelect, renderIcon }: CategoryChipsProps) {
  const known = categories.some((item) => item.name === selected);
  return categories.map((category, index) => {
    const pressed = category.name === selected;
    return (
      <button
        key={category.name}
        type="button"
        className="category-bar__chip"
        aria-pressed={pressed}
        tabIndex={pressed || (index === 0 && !known) ? 0 : -1}
        onClick={() => {
          if (!pressed) onSelect(category.name);
        }}
      >
        {renderIcon(category)}
        {category.name}
      </button>
    );
  });
}
