import type { Product } from '../products/products';

/** The access badge: "Premium" for a premium or priced ebook, else "Free". */
export function accessBadge(product: Pick<Product, 'premium' | 'price'>): 'Premium' | 'Free' {
  return product.premium || product.price > 0 ? 'Premium' : 'Free';
}

/** "120 pages" ("1 page"), or null when the length is not known. */
export function pageCountLabel(pageCount: number | null): string | null {
  if (pageCount == null || pageCount <= 0) return null;
  return pageCount === 1 ? '1 page' : `${pageCount} pages`;
}

/** The file format of an ebook's content, read from its stored file name; null when it cannot be told. */
export function contentFormat(contentPath: string | null): string | null {
  const extension = contentPath?.match(/\.([a-z0-9]+)$/i)?.[1];
  return extension ? extension.toUpperCase() : null;
}

export interface EbookFact {
  term: string;
  detail: string;
}

/** What the ebook is, as far as its record says: only the facts it has, never invented ones. */
export function ebookFacts(product: Pick<Product, 'type' | 'category' | 'pageCount' | 'contentPath'>): EbookFact[] {
  const facts: Array<[string, string | null]> = [
    ['Format', contentFormat(product.contentPath)],
    ['Length', pageCountLabel(product.pageCount)],
    ['Type', product.type || null],
    ['Category', product.category || null],
  ];
  return facts.flatMap(([term, detail]) => (detail ? [{ term, detail }] : []));
}
