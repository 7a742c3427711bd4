import type { Product } from '../products/products';

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
