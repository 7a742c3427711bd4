/**
 * A book's PDF outline (its bookmarks: the table of contents a reader shows beside the pages), one entry for the
 * contents page and one per chapter, titled as the contents page lists them. pdf-lib has no outline API, so the
 * /Outlines dictionary and its items are written as plain objects, as ISO 32000-1 §12.3.3 lays them out: the root
 * with /First, /Last and /Count; each item with /Title, /Parent, /Prev and /Next among its siblings, and a /Dest
 * naming its page (`[page /XYZ null null null]`, the page at its top as the reader left the zoom).
 */
import { PDFHexString, PDFName, PDFNull, type PDFDocument, type PDFRef } from '@cantoo/pdf-lib';

/** An entry of the outline: its title and the (1-based) page it opens. */
export interface OutlineEntry {
  title: string;
  page: number;
}

/** Writes `entries`, in order, as the document's outline, shown open when the reader opens the book. */
export function writeOutline(doc: PDFDocument, entries: readonly OutlineEntry[]): void {
  if (entries.length === 0) return;
  const { context } = doc;
  const pages = doc.getPages();
  const rootRef = context.nextRef();
  const itemRefs: PDFRef[] = entries.map(() => context.nextRef());
  entries.forEach((entry, i) => {
    const page = pages[entry.page - 1];
    if (!page) throw new Error(`Outline entry "${entry.title}" opens page ${entry.page}, past the book's end`);
    const item = context.obj({
      // A hex string holds any title exactly (PDFDocEncoding's escapes aside), UTF-16 where it needs to.
      Title: PDFHexString.fromText(entry.title),
      Parent: rootRef,
      Dest: [page.ref, PDFName.of('XYZ'), PDFNull, PDFNull, PDFNull],
    });
    if (i > 0) item.set(PDFName.of('Prev'), itemRefs[i - 1]!);
    if (i < entries.length - 1) item.set(PDFName.of('Next'), itemRefs[i + 1]!);
    context.assign(itemRefs[i]!, item);
  });
  context.assign(
    rootRef,
    context.obj({
      Type: 'Outlines',
      First: itemRefs[0]!,
      Last: itemRefs[itemRefs.length - 1]!,
      Count: entries.length,
    }),
  );
  doc.catalog.set(PDFName.of('Outlines'), rootRef);
  // The outline panel open beside the pages when a desktop reader opens the book.
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}
