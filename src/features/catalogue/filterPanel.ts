/**
 * What the ebooks screen says of its filters and how its filter panel reads
 * what was typed: the heading's summary, the Filter button's count, the
 * category boxes' order and the price fields. (The filters and their address
 * are ebookFilters.ts's.)
 */
import { ALL_CATEGORIES, priceLabel } from '../products/products';
import { parsePrice, type EbookFilters } from './ebookFilters';

/** Category names in the catalogue's order; any the catalogue does not have (named by an address) come first. */
export function inCatalogueOrder(names: readonly string[], catalogue: readonly string[]): string[] {
  return [...names].sort((a, b) => catalogue.indexOf(a) - catalogue.indexOf(b));
}

/**
 * The filter panel's category boxes: the applied ones first, so what is in
 * force shows without scrolling 65 names (they move only when applied, never
 * while the user is choosing), then the rest of the catalogue in its order.
 * "All" is no box: no box checked means every category.
 */
export function categoryChoices(catalogue: readonly string[], applied: readonly string[]): string[] {
  const rest = catalogue.filter((name) => name !== ALL_CATEGORIES && !applied.includes(name));
  return [...inCatalogueOrder(applied, catalogue), ...rest];
}

/** How many filters are set, for the Filter button ("Filter (2)"); Free has a toggle of its own and is not counted. */
export function panelFilterCount(filters: EbookFilters): number {
  return filters.categories.length + (filters.minPrice != null || filters.maxPrice != null ? 1 : 0);
}

/** "10$", "9.50$", and "0$" (a bound of 0 is a number here, not "Free"). */
const amount = (price: number) => (price > 0 ? priceLabel(price) : '0$');

/** The price range in words: "10$–30$", "From 10$", "Up to 30$", or null when unbounded. */
export function priceRangeLabel({ minPrice, maxPrice }: Pick<EbookFilters, 'minPrice' | 'maxPrice'>): string | null {
  if (minPrice != null && maxPrice != null) return `${amount(minPrice)}–${amount(maxPrice)}`;
  if (minPrice != null) return `From ${amount(minPrice)}`;
  if (maxPrice != null) return `Up to ${amount(maxPrice)}`;
  return null;
}

/** Categories named in a summary before the rest are counted ("SEO, AI, Tools + 2 more"). */
const CATEGORIES_NAMED = 3;

/** What is applied, in a line under the heading: "SEO · Free · 10$–30$", or "All ebooks". */
/** What the ebooks list shows without a filter. */
export const ALL_EBOOKS_LABEL = 'All ebooks';

export function appliedFiltersLabel(filters: EbookFilters): string {
  const { categories } = filters;
  const named = categories.slice(0, CATEGORIES_NAMED).join(', ');
  const more = categories.length - CATEGORIES_NAMED;
  const parts = [
    categories.length === 0 ? null : more > 0 ? `${named} + ${more} more` : named,
    filters.free ? 'Free' : null,
    priceRangeLabel(filters),
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? ALL_EBOOKS_LABEL : parts.join(' · ');
}

/** The outcome of reading the panel's Min price and Max price fields. */
export type PriceFieldsResult =
  { ok: true; minPrice: number | null; maxPrice: number | null } | { ok: false; field: 'min' | 'max'; message: string };

export const PRICE_FIELD_MESSAGES = {
  notAPrice: 'Enter a price such as 10 or 9.50.',
  minAboveMax: 'Min price must not be more than Max price.',
} as const;

/**
 * The price fields as the user typed them. Unlike an address, a form can say
 * what is wrong, so a bad value or a min above the max is pointed out (and
 * what was typed stays) rather than quietly fixed.
 */
export function readPriceFields(minText: string, maxText: string): PriceFieldsResult {
  const minPrice = parsePrice(minText);
  const maxPrice = parsePrice(maxText);
  if (minText.trim() !== '' && minPrice == null)
    return { ok: false, field: 'min', message: PRICE_FIELD_MESSAGES.notAPrice };
  if (maxText.trim() !== '' && maxPrice == null)
    return { ok: false, field: 'max', message: PRICE_FIELD_MESSAGES.notAPrice };
  if (minPrice != null && maxPrice != null && minPrice > maxPrice) {
    return { ok: false, field: 'min', message: PRICE_FIELD_MESSAGES.minAboveMax };
  }
  return { ok: true, minPrice, maxPrice };
}
