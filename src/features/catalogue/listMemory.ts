/**
 * What the ebooks list remembers between its visits within this tab, outside
 * the store because it is about the screen's layout, not about data:
 *
 * - the height of one full page of the grid, last measured. When the list
 *   comes back (Back from an ebook) with its first pages let go (maxPages),
 *   the space they took must be there on the first render, before the router
 *   restores the scroll position; a measurement taken after that would be late.
 * - whether the filter side panel was open, because it changes the grid's
 *   width, and so its height and where the restored scroll position lands.
 */
type Listener = () => void;

let pageHeight = 0;
let panelOpen = false;
const listeners = new Set<Listener>();

export const listMemory = {
  pageHeight: (): number => pageHeight,
  setPageHeight(next: number): void {
    if (next === pageHeight) return;
    pageHeight = next;
    for (const listener of listeners) listener();
  },
  panelOpen: (): boolean => panelOpen,
  setPanelOpen(next: boolean): void {
    panelOpen = next;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
