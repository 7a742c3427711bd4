/**
 * The book's outline (its table of contents, as the PDF gives it: docs/product.md#the-reader-is-a-study-tool), each
 * entry's destination resolved to the page it opens, and the entry of the chapter being read.
 */
import type { PDFDocumentProxy } from '../../../lib/pdf';

/** An entry of the outline: its title, the page it opens (null: its destination names no page) and its own entries. */
export interface OutlineEntry {
  title: string;
  page: number | null;
  items: OutlineEntry[];
}

/** What the outline needs of a pdf.js document. */
export type OutlineDocument = Pick<PDFDocumentProxy, 'getOutline' | 'getDestination' | 'getPageIndex'>;

type OutlineNode = Awaited<ReturnType<PDFDocumentProxy['getOutline']>>[number];
type PageRef = Parameters<PDFDocumentProxy['getPageIndex']>[0];

/**
 * The page a destination opens: a named one is looked up first; its first element is the page, as an object
 * reference (the usual case) or, in some files, a 0-based page number. Null when it names none.
 */
async function pageOfDestination(pdf: OutlineDocument, dest: OutlineNode['dest']): Promise<number | null> {
  try {
    const explicit = typeof dest === 'string' ? await pdf.getDestination(dest) : dest;
    const target: unknown = explicit?.[0];
    if (typeof target === 'number' && Number.isInteger(target)) return target + 1;
    if (typeof target === 'object' && target !== null && 'num' in target) {
      return (await pdf.getPageIndex(target as PageRef)) + 1;
    }
  } catch {
    // A destination that names a missing page or object opens nothing; the entry is still listed.
  }
  return null;
}

async function resolved(pdf: OutlineDocument, nodes: readonly OutlineNode[]): Promise<OutlineEntry[]> {
  return Promise.all(
    nodes.map(async (node) => ({
      title: node.title,
      page: await pageOfDestination(pdf, node.dest),
      items: await resolved(pdf, node.items),
    })),
  );
}

/** The book's outline with every entry's page; empty for a book without one. */
export async function bookOutline(pdf: OutlineDocument): Promise<OutlineEntry[]> {
  return resolved(pdf, (await pdf.getOutline()) ?? []);
}

/** The entries in reading order, each before its own. */
export function flatOutline(entries: readonly OutlineEntry[]): OutlineEntry[] {
  return entries.flatMap((entry) => [entry, ...flatOutline(entry.items)]);
}

/** The entry of the chapter being read: the last entry, in reading order, that starts at or before the page shown. */
export function currentEntry(entries: readonly OutlineEntry[], page: number): OutlineEntry | null {
  let current: OutlineEntry | null = null;
  for (const entry of flatOutline(entries)) {
    if (entry.page !== null && entry.page <= page && (current === null || entry.page >= (current.page ?? 0))) {
      current = entry;
    }
  }
  return current;
}
