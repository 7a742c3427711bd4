/**
 * Highlights, notes and bookmarks that follow the reader (docs/product.md#the-reader-is-a-study-tool): a page
 * bookmarked offline reaches the server once the network is back, and the reader's other browser shows it without
 * reopening the book; notes are edited, deleted and exported as Markdown and CSV; Settings exports every book's.
 *
 * Where a test is about the Notes panel rather than making a highlight, its highlights are arranged through the
 * API, as the app saves them.
 */
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { Browser, Download, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendClient, createAccount, expect, signedInStorage, test as base, type Account } from './fixtures';
import { blockingViolationsNow, describeViolations } from './axe';
import { AnnotationTools } from './pages/AnnotationTools';
import { ReaderPage } from './pages/ReaderPage';
import { secondBrowser as readerInAnotherBrowser } from './readers';

interface Ebook {
  id: number;
  name: string;
  pages: number;
}

/** The shortest free ebooks of at least three pages (they open fast), as many as asked. */
async function freeEbooks(count: number): Promise<Ebook[]> {
  const { data, error } = await (
    await backendClient()
  )
    .from('MentoriaDatabase')
    .select('ID, Name, ContentLength')
    .eq('Price', 0)
    .gte('ContentLength', 3)
    .order('ContentLength')
    .order('ID')
    .limit(count);
  if (error || !data || data.length < count) throw new Error(`not enough free ebooks: ${error?.message}`);
  return (data as { ID: number; Name: string; ContentLength: number }[]).map((row) => ({
    id: Number(row.ID),
    name: row.Name,
    pages: Number(row.ContentLength),
  }));
}

/** A highlight saved as the app saves one, made a minute ago. */
async function saveHighlight(client: SupabaseClient, productId: number, page: number, text: string, note: string) {
  const madeAt = new Date(Date.now() - 60_000).toISOString();
  const { error } = await client.rpc('save_book_annotation', {
    id: randomUUID(),
    product_id: productId,
    kind: 'highlight',
    page,
    start_offset: 0,
    end_offset: text.length,
    quoted_text: text,
    note,
    colour: 'green',
    created_at: madeAt,
    updated_at: madeAt,
  });
  if (error) throw new Error(`could not save a highlight: ${error.message}`);
}

interface Stored {
  kind: string;
  page: number;
  note: string;
  deleted_at: string | null;
}

const storedAnnotations = async (client: SupabaseClient, productId: number): Promise<Stored[]> =>
  ((await client.from('book_annotations').select('kind, page, note, deleted_at').eq('product_id', productId)).data as
    Stored[] | null) ?? [];

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const download: Promise<Download> = page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

/** The reader comes back to this window (as from another one): it has the focus again. */
const regainFocus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

/** Another browser signed in as the same reader, on the reader, with its highlights and notes tools. */
async function secondBrowser(browser: Browser, account: Account) {
  const other = await readerInAnotherBrowser(browser, account);
  return { ...other, tools: new AnnotationTools(other.reader.page) };
}

/** How many ranges of the page's text are marked in a highlight colour (CSS.highlights, `reader-<colour>`). */
const markedRanges = (page: Page, colour: string) =>
  page.evaluate((name) => (CSS.highlights.get(name)?.size ?? 0) as number, `reader-${colour}`);

interface AnnotationFixtures {
  /** A fresh account that owns two short free ebooks, and its client. */
  annotator: { account: Account; client: SupabaseClient; books: Ebook[] };
  reader: ReaderPage;
  tools: AnnotationTools;
}

const test = base.extend<AnnotationFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  annotator: async ({}, use) => {
    const [account, books] = await Promise.all([createAccount('notes'), freeEbooks(2)]);
    const client = await backendClient(account);
    for (const book of books) {
      const { error } = await client.from('orders').insert({ product_id: book.id, amount: 0 });
      if (error) throw new Error(`could not give ${account.email} the ebook: ${error.message}`);
    }
    await use({ account, client, books });
  },
  reader: async ({ page }, use) => use(new ReaderPage(page)),
  tools: async ({ page }, use) => use(new AnnotationTools(page)),
  storageState: async ({ annotator }, use) => use(await signedInStorage(annotator.account)),
});

test('a page bookmarked offline reaches the reader’s other browser once the network is back, without reopening the book', async ({
  browser,
  context,
  reader,
  tools,
  annotator: { account, client, books },
}) => {
  const [book] = books as [Ebook];
  const other = await secondBrowser(browser, account);
  try {
    await other.reader.goto(book.id);
    await expect(other.reader.position).toHaveText(`Page 1 of ${book.pages}`);
    await reader.goto(book.id);
    await expect(reader.position).toHaveText(`Page 1 of ${book.pages}`);

    await context.setOffline(true);
    await tools.bookmark.click();
    await expect(tools.bookmark).toHaveAttribute('aria-pressed', 'true');
    await tools.openNotes();
    await expect(tools.pageSection(1)).toContainText('Bookmark');
    expect(await storedAnnotations(client, book.id)).toEqual([]);

    await context.setOffline(false);
    await expect
      .poll(() => storedAnnotations(client, book.id), { timeout: 10_000 })
      .toEqual([{ kind: 'bookmark', page: 1, note: '', deleted_at: null }]);

    // The other browser's window regains the focus: the book asks for changes, and shows the bookmark.
    await regainFocus(other.reader.page);
    await expect(other.tools.bookmark).toHaveAttribute('aria-pressed', 'true');
    await other.tools.openNotes();
    await expect(other.tools.pageSection(1)).toContainText('Bookmark');

    // Removing it there removes it here too, once this window regains the focus.
    await other.tools.bookmark.click();
    await expect(other.tools.bookmark).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await storedAnnotations(client, book.id))[0]?.deleted_at ?? null).not.toBeNull();
    await regainFocus(reader.page);
    await expect(tools.bookmark).toHaveAttribute('aria-pressed', 'false');
    await expect(tools.panel.getByText('No highlights or bookmarks yet.', { exact: false })).toBeVisible();
  } finally {
    await other.context.close();
  }
});

test('text selected offline is highlighted with a note, and the reader’s other browser shows both once the network is back', async ({
  browser,
  context,
  page,
  reader,
  tools,
  annotator: { account, client, books },
}) => {
  const [book] = books as [Ebook];
  const other = await secondBrowser(browser, account);
  try {
    await other.reader.goto(book.id);
    await expect(other.reader.position).toHaveText(`Page 1 of ${book.pages}`);
    await reader.goto(book.id);
    const word = reader.pageImage
      .locator('.textLayer span')
      .filter({ hasText: /[A-Za-z]{4,}/ })
      .first();
    await expect(word).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await word.dblclick();
    // The offline notice takes room above the reader and the page is fitted again to what is left: drawn anew, it
    // gets the selection back a moment later.
    const selectionNow = () => page.evaluate(() => window.getSelection()?.toString().trim() ?? '');
    await expect.poll(selectionNow).not.toBe('');
    const selected = await selectionNow();
    await page.getByRole('button', { name: 'Add note', exact: true }).click();
    await page.getByRole('textbox', { name: 'Note' }).fill('Read this again before the exam');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect.poll(() => markedRanges(page, 'yellow')).toBe(1);
    await tools.openNotes();
    await expect(tools.pageSection(1)).toContainText(selected);
    await expect(tools.pageSection(1)).toContainText('Read this again before the exam');
    expect(await storedAnnotations(client, book.id)).toEqual([]);

    await context.setOffline(false);
    await expect
      .poll(() => storedAnnotations(client, book.id), { timeout: 10_000 })
      .toEqual([{ kind: 'highlight', page: 1, note: 'Read this again before the exam', deleted_at: null }]);

    // The other browser, its book still open, shows the highlight on the page and in its Notes.
    await regainFocus(other.reader.page);
    await expect.poll(() => markedRanges(other.reader.page, 'yellow'), { timeout: 10_000 }).toBe(1);
    await other.tools.openNotes();
    await expect(other.tools.pageSection(1)).toContainText(selected);
    await expect(other.tools.pageSection(1)).toContainText('Read this again before the exam');
  } finally {
    await other.context.close();
  }
});

test('notes are edited, deleted, chosen to go to their page, and exported as Markdown and CSV', async ({
  page,
  reader,
  tools,
  annotator: { client, books },
}) => {
  const [book] = books as [Ebook];
  await saveHighlight(client, book.id, 1, 'The first passage', '');
  await saveHighlight(client, book.id, 2, 'A second, "quoted" passage', '=SUM(A1)');
  await reader.goto(book.id);
  await tools.openNotes();
  await expect(tools.pageSection(2)).toContainText('A second, "quoted" passage');
  for (const theme of ['dark', 'light']) {
    await page.evaluate((name) => document.documentElement.setAttribute('data-theme', name), theme);
    const violations = await blockingViolationsNow(page, '.reader-toolbar');
    expect(violations, `${theme}: ${describeViolations(violations)}`).toEqual([]);
  }

  await tools.editButton('highlight “The first passage”').click();
  await tools.noteField.fill('Worth a re-read');
  await tools.saveNote.click();
  await expect(tools.pageSection(1)).toContainText('Worth a re-read');
  await expect
    .poll(async () => (await storedAnnotations(client, book.id)).map((one) => one.note).sort())
    .toEqual(['=SUM(A1)', 'Worth a re-read']);

  const markdown = await downloaded(page, () => tools.exportButton('Export Markdown').click());
  expect(markdown.name).toMatch(/-notes\.md$/);
  expect(markdown.text).toContain(
    `# ${book.name}\n\n## Page 1\n\n> The first passage\n\n*Green highlight, ${new Date().toISOString().slice(0, 10)}`,
  );
  expect(markdown.text).toContain('Worth a re-read');
  const csv = await downloaded(page, () => tools.exportButton('Export CSV').click());
  const rows = csv.text.replace(/^\uFEFF/, '').split('\r\n');
  expect(rows[0]).toBe('book,page,quoted text,note,colour,date');
  expect(rows[2]).toMatch(/,2,"A second, ""quoted"" passage",'=SUM\(A1\),green,\d{4}-\d{2}-\d{2}$/);

  await tools.panel.getByRole('button', { name: /A second, "quoted" passage.*go to page 2/ }).click();
  await expect(reader.position).toHaveText(`Page 2 of ${book.pages}`);

  await tools.deleteButton('highlight “A second, "quoted" passage”').click();
  await tools.confirmDelete.click();
  await expect(tools.pageSection(2)).toHaveCount(0);
  await expect
    .poll(async () => (await storedAnnotations(client, book.id)).filter((one) => one.deleted_at !== null).length)
    .toBe(1);
});

test('Settings exports every book’s highlights and notes in one file', async ({ page, tools, annotator }) => {
  const [first, second] = annotator.books as [Ebook, Ebook];
  await saveHighlight(annotator.client, first.id, 1, 'From the first book', 'one');
  await saveHighlight(annotator.client, second.id, 3, 'From the second book', 'two');
  await page.goto('/settings');
  const csv = await downloaded(page, () => tools.exportButton('Export all as CSV').click());
  expect(csv.name).toBe('mentoria-notes.csv');
  expect(csv.text).toContain(`,1,From the first book,one,green,`);
  expect(csv.text).toContain(`,3,From the second book,two,green,`);
  const markdown = await downloaded(page, () => tools.exportButton('Export all as Markdown').click());
  expect(markdown.text).toContain(`# ${first.name}`);
  expect(markdown.text).toContain(`# ${second.name}`);
});
