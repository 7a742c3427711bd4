import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { pdfPageTexts } from './pdfPageTexts';

test('every page of a PDF is read, page 1 first, its lines ending with a line break', async () => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const lines of [['Set a price.', 'Then test it.'], [], ['Raise it later.']]) {
    const page = document.addPage([300, 300]);
    lines.forEach((line, index) => page.drawText(line, { x: 20, y: 250 - index * 20, size: 12, font }));
  }
  const texts = await pdfPageTexts(await document.save());
  expect(texts).toHaveLength(3);
  expect(texts[0]).toMatch(/^Set a price\.\s*\n?\s*Then test it\.\s*$/);
  expect(texts[1]).toBe('');
  expect(texts[2]).toMatch(/^Raise it later\.\s*$/);
});

test('a page’s running head and page number are not its text: they would make every page match its chapter', async () => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([432, 648]);
  page.drawText('Pricing for Beginners', { x: 54, y: 604, size: 8, font });
  page.drawText('Charge for the outcome.', { x: 54, y: 570, size: 10, font });
  page.drawText('Then raise it.', { x: 54, y: 72, size: 10, font });
  page.drawText('17', { x: 210, y: 34, size: 9, font });
  const [text] = await pdfPageTexts(await document.save());
  expect(text).toMatch(/^Charge for the outcome\.\s*\n?\s*Then raise it\.\s*$/);
});

test('a file that is not a PDF is refused, not read as empty pages', async () => {
  await expect(pdfPageTexts(new TextEncoder().encode('not a pdf'))).rejects.toThrow();
});
