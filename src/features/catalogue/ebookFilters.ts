/**
 * The ebooks list's filters and the address that holds them. The whole filter
 * state lives in the address (`/ebooks?category=SEO&category=AI&free=1&min=10&max=30`),
 * so a filtered list can be shared, survives a reload, and Back restores it.
 * An address is typed by people and pasted from anywhere: reading it never
 * fails, and what it could not use is left out (the heading shows what applies).
 * What the filter panel and the heading say of the filters is filterPanel.ts's:
 * the router reads this file for the route's first reads (app/routeReads.ts),
 * the panel's words come with the ebooks screen.
 */
import { paths } from '../../config/paths';
import { EBOOKS_PAGE_SIZE } from '../../config/constants';
import { ALL_CATEGORIES, type ProductFilters, type ProductQuery } from '../products/products';
import { categoryNameFromAddress } from '../categories/categories';

/** The filters as the screen applies them. */
export interface EbookFilters {
  /** Category names, each once; none means every category. */
  categories: string[];
  /** Only free ebooks (regular price 0). */
  free: boolean;
  /** Bounds on the price a buyer pays, each null when not set; min is never above max. */
  minPrice: number | null;
  maxPrice: number | null;
}

export const NO_FILTERS: EbookFilters = { categories: [], free: false, minPrice: null, maxPrice: null };

/** The address's parameter names. `category` is the observed product's own link parameter (/ebooks?category={name}). */
export const FILTER_PARAMS = { category: 'category', free: 'free', min: 'min', max: 'max' } as const;

/** More categories than the catalogue has (66) is not a choice anyone made; the rest are ignored. */
export const MAX_CATEGORIES_IN_ADDRESS = 100;

/**
 * A price as the address or a price field writes it: what the catalogue's price
 * column holds (numeric(10, 2)), up to 8 digits and 2 decimals, nothing else.
 */
const PRICE = /^\d{1,8}(\.\d{1,2})?$/;

/** A price written as text, or null when it is blank or not a price (negative, letters, exponents, too long). */
export function parsePrice(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  return PRICE.test(trimmed) ? Number(trimmed) : null;
}

/** Bounds in order: a min above the max is the same range written the other way round. */
function ordered(minPrice: number | null, maxPrice: number | null): Pick<EbookFilters, 'minPrice' | 'maxPrice'> {
  if (minPrice != null && maxPrice != null && minPrice > maxPrice) return { minPrice: maxPrice, maxPrice: minPrice };
  return { minPrice, maxPrice };
}

/** Category names as given, trimmed, each once, unusable ones left out; "All" stands for no category filter. */
function cleanCategories(names: readonly string[]): string[] {
  const kept = new Set<string>();
  for (const raw of names) {
    const name = categoryNameFromAddress(raw);
    if (name !== null && name !== ALL_CATEGORIES) kept.add(name);
  }
  return [...kept].slice(0, MAX_CATEGORIES_IN_ADDRESS);
}

/** Reads the filters from an address's query string; anything unusable is ignored, never an error. */
export function parseEbookFilters(search: URLSearchParams | string): EbookFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const categoryNames = params.getAll(FILTER_PARAMS.category);
  // A link that asks for "All" alongside others asks for everything.
  const categories = categoryNames.some((name) => name.trim() === ALL_CATEGORIES) ? [] : cleanCategories(categoryNames);
  const free = ['1', 'true'].includes(params.get(FILTER_PARAMS.free)?.trim().toLowerCase() ?? '');
  return {
    categories,
    free,
    ...ordered(parsePrice(params.get(FILTER_PARAMS.min)), parsePrice(params.get(FILTER_PARAMS.max))),
  };
}

/** The query string of the filters (without "?"), in one fixed form; empty when nothing is filtered. */
export function ebookFiltersSearch(filters: EbookFilters): string {
  const params = new URLSearchParams();
  for (const category of cleanCategories(filters.categories)) params.append(FILTER_PARAMS.category, category);
  if (filters.free) params.set(FILTER_PARAMS.free, '1');
  const { minPrice, maxPrice } = ordered(filters.minPrice, filters.maxPrice);
  if (minPrice != null) params.set(FILTER_PARAMS.min, String(minPrice));
  if (maxPrice != null) params.set(FILTER_PARAMS.max, String(maxPrice));
  return params.toString();
}

/** The address of the ebooks list with these filters. */
export function ebooksHref(filters: EbookFilters): string {
  const search = ebookFiltersSearch(filters);
  return search ? `${paths.ebooks.path}?${search}` : paths.ebooks.path;
}

/**
 * What the list asks the server for. Categories are sorted, so the same choice
 * made in another order is the same query (and the same cache entry).
 */
export function toProductFilters(filters: EbookFilters): ProductFilters {
  const query: ProductFilters = {};
  if (filters.categories.length > 0) query.category = [...filters.categories].sort();
  if (filters.free) query.free = true;
  if (filters.minPrice != null) query.minPrice = filters.minPrice;
  if (filters.maxPrice != null) query.maxPrice = filters.maxPrice;
  return query;
}

/**
 * The ebooks list's query for some filters, a page of EBOOKS_PAGE_SIZE at a
 * time: EbookList asks it, and so does the route as it opens
 * (app/routeReads.ts), which must ask the very same to share the answer.
 */
export function ebookListQuery(filters: EbookFilters): ProductQuery {
  return { ...toProductFilters(filters), pageSize: EBOOKS_PAGE_SIZE };
}

/** A stable key for a set of filters (the address's canonical form), e.g. to reset a form when they change. */
export const ebookFiltersKey = (filters: EbookFilters): string => ebookFiltersSearch(filters);
