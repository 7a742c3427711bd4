import { loadPdfJs, type PdfJs } from '../../shared/pdfJs';

/** An outline entry as the reader resolves it: its title and the page (1-based) its destination names. */
export interface ReadOutlineEntry {
  title: string;
  page: number | null;
}

type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

/** The document's outline, top level, each entry's destination resolved to a page as the reader's Outline does. */
async function outlineOf(document: PdfDocument): Promise<ReadOutlineEntry[]> {
  const outline = (await document.getOutline()) ?? [];
  return Promise.all(
    outline.map(async ({ title, dest }) => {
      const explicit = typeof dest === 'string' ? await document.getDestination(dest) : dest;
      const target = explicit?.[0];
      const page =
        target && typeof target === 'object'
          ? (await document.getPageIndex(target as { num: number; gen: number })) + 1
          : null;
      return { title, page };
    }),
  );
}

/**
 * Opens a PDF the way the reader does and reports its page count, the text
 * of the pages asked for (which pdf.js can only read once it has decrypted
 * them) and its outline, or rejects with the error pdf.js raised.
 */
export async function readWithPdfJs(
  data: Uint8Array,
  { password, pages = [1] }: { password?: string; pages?: number[] } = {},
): Promise<{ pages: number; texts: string[]; outline: ReadOutlineEntry[] }> {
  const pdfjs = await loadPdfJs();
  // pdf.js takes ownership of (and may detach) the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({ data: data.slice(), password, isEvalSupported: false, verbosity: 0 });
  try {
    const document = await task.promise;
    const texts: string[] = [];
    for (const page of pages) {
      const content = await (await document.getPage(page)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return { pages: document.numPages, texts, outline: await outlineOf(document) };
  } finally {
    await task.destroy();
  }
}
