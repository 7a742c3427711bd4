import { publicObjectUrl } from '../../lib/publicUrl';
import { BUCKETS } from '../../config/buckets';
import type { ProductRow } from '../../types/database';
import { HERO_FALLBACK_RATING } from '../../config/constants';

/** An ebook as every screen sees it, mapped once from its database row by `toProduct`. */
export interface Product {
  id: number;
  name: string;
  category: string;
  /** The kind of item ("Ebook"); related items share it. */
  type: string;
  premium: boolean;
  regularPrice: number;
  salePrice: number | null;
  /** What a buyer pays (docs/product.md#prices-come-from-the-data); 0 means free. */
  price: number;
  /** The cover's absolute address, or null when the product has none. */
  image: string | null;
  shortDescription: string | null;
  /** Unsanitised HTML from the database: sanitise before rendering (docs/product.md#descriptions-are-sanitised). */
  descriptionHtml: string | null;
  /** The PDF's object path in ebooks-premium (premium) or ebooks-free. */
  contentPath: string | null;
  pageCount: number | null;
  rating: number | null;
  /** ISO timestamp. */
  createdAt: string;
}

/**
 * The products table's column names, for the queries that filter and order on
 * them. With `toProduct`, this is the only place they are spelled.
 */
export const productColumn = {
  id: 'ID',
  name: 'Name',
  category: 'Categories',
  type: 'Type',
  regularPrice: 'Regular_Price',
  price: 'Price',
  createdAt: 'created_at',
} as const satisfies Record<string, keyof ProductRow>;

/** docs/product.md#prices-come-from-the-data: the sale price when it is set and lower than the regular price, else the regular price. */
export function effectivePrice(regularPrice: number, salePrice: number | null | undefined): number {
  return salePrice != null && salePrice < regularPrice ? salePrice : regularPrice;
}

/** Whether a product costs nothing (docs/product.md#prices-come-from-the-data: a price of 0 means free). */
export const isFree = (product: Pick<Product, 'price'>): boolean => product.price === 0;

/**
 * A price written the observed product's way, number then `$` ("23$"), or "Free" for 0.
 * Whole amounts have no decimals; others show cents ("9.50$").
 */
export function priceLabel(price: number): string {
  if (price <= 0) return 'Free';
  const amount = Number.isInteger(price) ? String(price) : price.toFixed(2);
  return `${amount}$`;
}

const ABSOLUTE_URL = /^https?:\/\//i;

/**
 * The address of a cover or thumbnail: `Images` holds an object path in the
 * public covers bucket, or (for items added by hand) an absolute http(s) URL.
 */
export function coverUrl(path: string | null): string | null {
  if (!path || path.trim() === '') return null;
  if (ABSOLUTE_URL.test(path)) return path;
  return publicObjectUrl(BUCKETS.covers, path);
}

/** The rating to show on a hero slide: the product's own, else the observed product's fixed 4.8 (docs/product.md#real-figures-before-fixed-ones). */
export const heroRating = (product: Pick<Product, 'rating'>): number => product.rating ?? HERO_FALLBACK_RATING;

/**
 * The one place a products row is read: database column names in, domain fields
 * out. Numbers go through Number() because a Postgres numeric may reach a
 * client as a string, depending on the server.
 */
export function toProduct(row: ProductRow): Product {
  const regularPrice = Number(row.Regular_Price);
  const salePrice = row['Sale Price'] == null ? null : Number(row['Sale Price']);
  return {
    id: Number(row.ID),
    name: row.Name,
    category: row.Categories,
    type: row.Type,
    premium: row.Premium,
    regularPrice,
    salePrice,
    price: effectivePrice(regularPrice, salePrice),
    image: coverUrl(row.Images),
    shortDescription: row.Short_Description,
    descriptionHtml: row.Description,
    contentPath: row.ContentURL,
    pageCount: row.ContentLength,
    rating: row.Rating == null ? null : Number(row.Rating),
    createdAt: row.created_at,
  };
}

/**
 * One screenful of products: their ids in display order. The products
 * themselves live once, in the products slice (see receiveProducts); screens
 * select each by id.
 */
export interface ProductList {
  ids: number[];
}

/** What the ebooks list filters on (docs/product.md#load-what-the-screen-shows: applied on the server). */
export interface ProductFilters {
  /** One category (the `category` link parameter) or several (the filter panel); none or "All" means every one. */
  category?: string | readonly string[];
  /** Only ebooks whose regular price is 0 (docs/product.md#how-the-screens-behave). */
  free?: boolean;
  /** Bounds on the effective price, each only when entered. */
  minPrice?: number;
  maxPrice?: number;
}

/** The ebooks list's query: its filters, and how many ebooks a page holds. */
export interface ProductQuery extends ProductFilters {
  pageSize: number;
}

/** The category chip that stands for no filter. */
export const ALL_CATEGORIES = 'All';

/** The category names a query should keep, or null for every category. */
export function categoryFilter(category: ProductFilters['category']): string[] | null {
  const names = (typeof category === 'string' ? [category] : [...(category ?? [])]).filter(
    (name) => name.trim() !== '',
  );
  return names.length === 0 || names.includes(ALL_CATEGORIES) ? null : names;
}

/** Search results a page holds; the next page follows when asked for. */
export const SEARCH_PAGE_SIZE = 20;
/** How far a search's matches are counted: past it, the count line says "1,000+". */
export const SEARCH_COUNT_LIMIT = 1000;
/** Most related ebooks shown under a product. */
export const RELATED_PRODUCTS_LIMIT = 12;
/** Home carousels: ebooks per category row, and in "Recently Added Books". */
export const HOME_ROW_SIZE = 10;

/** The access badge: "Premium" for a premium or priced ebook, else "Free". */
export function accessBadge(product: Pick<Product, 'premium' | 'price'>): 'Premium' | 'Free' {
  return product.premium || product.price > 0 ? 'Premium' : 'Free';
}
