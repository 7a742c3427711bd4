/**
 * The ebook a detail address names (`/ebook?id=`): a positive whole number
 * written plainly, or null for anything else (missing, empty, negative,
 * fractional, padded, too large), in which case the screen goes home.
 */
export function parseEbookId(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
