/**
 * Where a key moves focus in a horizontal row that is one Tab stop (WAI-ARIA
 * tabs and toolbar patterns, "roving focus"): Left and Right go to the
 * previous and next item, wrapping around; Home and End to the first and
 * last. Null for any other key (the browser keeps it).
 */
export function rovingIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
