import { useSyncExternalStore, type RefObject } from 'react';
import { useOnElementResize } from '../../shared/hooks/useOnElementResize';
import { listMemory } from './listMemory';

/** Marks a grid item as the first card of a page; its value is the page's place in the list. */
export const PAGE_START_ATTRIBUTE = 'data-page-start';

/**
 * The height of one full page of a grid: from the first card of one page to
 * the first card of the next. Full pages fill whole rows (the page size
 * divides every column count), so every full page has this height.
 */
export function measurePageHeight(grid: HTMLElement): number | null {
  const [first, second] = grid.querySelectorAll<HTMLElement>(`[${PAGE_START_ATTRIBUTE}]`);
  if (!first || !second) return null;
  // Fractions of a pixel count: rounded, they would add up over many pages let go.
  const height = second.getBoundingClientRect().top - first.getBoundingClientRect().top;
  return height > 0 ? height : null;
}

/**
 * The height of one full page of the grid, measured whenever its pages or its
 * width change (a wider window means more columns and fewer rows), and
 * remembered for the list's next visit.
 */
export function usePageHeight(grid: RefObject<HTMLElement | null>, pageCount: number): number {
  const height = useSyncExternalStore(listMemory.subscribe, listMemory.pageHeight, listMemory.pageHeight);

  useOnElementResize(
    grid,
    (element) => {
      const measured = measurePageHeight(element);
      if (measured != null) listMemory.setPageHeight(measured);
    },
    pageCount,
  );

  return height;
}
