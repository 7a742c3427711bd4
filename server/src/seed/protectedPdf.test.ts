import { createHash } from 'node:crypto';
import { renderBookPdf } from './bookPdf';
import { buildEbooks, PROTECTED_EBOOK_PASSWORD, readerSampleEbooks, type CatalogueEbook } from './catalogue';
import { passwordProtectPdf } from './protectedPdf';
import { loadPdfJs, type PdfJs } from '../shared/pdfJs';
import { readWithPdfJs } from './testing/readWithPdfJs';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let pdfjs: PdfJs;
let ebooks: CatalogueEbook[];
let sample: CatalogueEbook;
let bytes: Uint8Array;

beforeAll(async () => {
  pdfjs = await loadPdfJs();
  ebooks = buildEbooks();
  const { passwordProtected } = readerSampleEbooks(ebooks);
  sample = ebooks.find(({ row }) => row.ID === passwordProtected)!;
  bytes = await renderBookPdf(sample.book);
}, 60_000);

/** A PDF's page count and the text of its first page, as the reader's pdf.js reads them. */
async function open(data: Uint8Array, password?: string): Promise<{ pages: number; firstPageText: string }> {
  const { pages, texts } = await readWithPdfJs(data, { password });
  return { pages, firstPageText: texts[0]! };
}

test('exactly one seeded ebook is password-protected: a free one that says its password', () => {
  const locked = ebooks.filter(({ book }) => book.password !== undefined);
  expect(locked).toEqual([sample]);
  expect(sample.book.password).toBe('mentoria');
  expect(sample.row.Premium).toBe(false);
  expect(sample.row.Short_Description).toContain(`password "${PROTECTED_EBOOK_PASSWORD}"`);
  expect(sample.row.Description).toContain(`<code>${PROTECTED_EBOOK_PASSWORD}</code>`);
});

test('pdf.js opens the password-protected ebook with its password, with every page readable', async () => {
  const opened = await open(bytes, PROTECTED_EBOOK_PASSWORD);
  expect(opened.pages).toBe(sample.row.ContentLength);
  expect(opened.firstPageText).toContain(sample.book.author);
  // Encrypted with AES-256 (/V 5 /R 6), not a legacy cipher; the text is not readable in the file itself.
  const raw = Buffer.from(bytes).toString('latin1');
  expect(raw).toMatch(/\/V 5/);
  expect(raw).toMatch(/\/R 6/);
  expect(raw).not.toContain(sample.book.author);
});

test('without the password pdf.js asks for one, and a wrong one is refused', async () => {
  await expect(open(bytes)).rejects.toMatchObject({
    name: 'PasswordException',
    code: pdfjs.PasswordResponses.NEED_PASSWORD,
  });
  await expect(open(bytes, 'not-the-password')).rejects.toMatchObject({
    name: 'PasswordException',
    code: pdfjs.PasswordResponses.INCORRECT_PASSWORD,
  });
});

test('the protected ebook has the same bytes on every run, and the same book unprotected opens freely', async () => {
  expect(sha256(await renderBookPdf(buildEbooks().find(({ row }) => row.ID === sample.row.ID)!.book))).toBe(
    sha256(bytes),
  );
  const { password: _password, ...unprotected } = sample.book;
  expect((await open(await renderBookPdf(unprotected))).pages).toBe(sample.row.ContentLength);
});

test('encrypting leaves Web Crypto as it was', async () => {
  const plain = await renderBookPdf(ebooks[0]!.book);
  await passwordProtectPdf(plain, 'x', 1);
  const draws = [new Uint8Array(16), new Uint8Array(16)].map((array) => crypto.getRandomValues(array));
  expect(sha256(draws[0]!)).not.toBe(sha256(draws[1]!));
  expect(Object.getOwnPropertyNames(crypto)).not.toContain('getRandomValues');
});
