import { loadPdfJs } from '../../shared/pdfJs';

/**
 * Opens a PDF the way the reader does and reports its page count and the text
 * of the pages asked for (which pdf.js can only read once it has decrypted
 * them), or rejects with the error pdf.js raised.
 */
export async function readWithPdfJs(
  data: Uint8Array,
  { password, pages = [1] }: { password?: string; pages?: number[] } = {},
): Promise<{ pages: number; texts: string[] }> {
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
    return { pages: document.numPages, texts };
  } finally {
    await task.destroy();
  }
}
