import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';

/** A PDF with one page per text, each drawn as lines of Helvetica: what a test's book says, page by page. */
export async function textPdf(pages: readonly string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = document.addPage([432, 648]);
    text.split('\n').forEach((line, index) => page.drawText(line, { x: 54, y: 590 - index * 16, size: 11, font }));
  }
  return document.save({ useObjectStreams: false });
}
