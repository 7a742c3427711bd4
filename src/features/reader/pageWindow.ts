/**
 * Which pages are kept as full-size canvases while the reader is on `page`:
 * the page itself, then the next one (readers mostly go forward), then the
 * previous one, in the order they should be rendered. Rendering the
 * neighbours ahead is what lets a turn to them show in the next frame; keeping
 * no more than these three is what keeps memory flat however far one reads.
 */
export function pagesToKeep(page: number, pageCount: number): number[] {
  return [page, page + 1, page - 1].filter((candidate) => candidate >= 1 && candidate <= pageCount);
}

/**
 * The pages among those alive that must go once the reader is on `page`:
 * their renders are cancelled (if still running) and their canvases zeroed.
 */
export function pagesToDrop(alive: Iterable<number>, page: number, pageCount: number): number[] {
  const keep = new Set(pagesToKeep(page, pageCount));
  return [...alive].filter((candidate) => !keep.has(candidate));
}
