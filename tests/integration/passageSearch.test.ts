/**
 * Search inside books (docs/product.md#the-reader-is-a-study-tool) through search_passages: the pages whose
 * text has the words, ranked, with snippets that mark them; a premium book's passages for its owners only,
 * its match count for everyone else, decided by the database; pages kept current when a book's file is
 * uploaded or replaced, or its row names another file; hostile text searched literally or refused clearly.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../support/backendHarness';
import { waitUntil } from '../support/schemaReload';
import { textPdf } from '../support/textPdf';

interface Row {
  book_id: number;
  page: number | null;
  rank: number;
  snippet: string | null;
  matching_pages: number;
}

const MARKED = (word: string) => new RegExp(`\uE000${word}\uE001`, 'i');

let t: TestBackend;
let freeBook: number;
let premiumBook: number;

async function upload(bucket: string, path: string, pages: string[]): Promise<void> {
  const { error } = await t
    .serviceClient()
    .storage.from(bucket)
    .upload(path, await textPdf(pages), { contentType: 'application/pdf', upsert: true });
  if (error) throw new Error(error.message);
}

async function addBook(name: string, premium: boolean, path: string): Promise<number> {
  const { data, error } = await t
    .serviceClient()
    .from('MentoriaDatabase')
    .insert({
      Name: name,
      Categories: 'Productivity',
      Premium: premium,
      Regular_Price: premium ? 23 : 0,
      ContentURL: path,
    })
    .select('ID')
    .single();
  if (error) throw new Error(error.message);
  return (data as { ID: number }).ID;
}

async function search(client: SupabaseClient, text: string, extra: Record<string, unknown> = {}): Promise<Row[]> {
  const { data, error } = await client.rpc('search_passages', { search: text, ...extra }, { get: true });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data as Row[];
}

/** The pages of `book` a search finds, as the service role sees them, once indexing has caught up. */
async function pagesFound(text: string, book: number): Promise<number[]> {
  return (await search(t.serviceClient(), text)).filter((row) => row.book_id === book).map((row) => row.page ?? 0);
}

beforeAll(async () => {
  t = await startTestBackend();
  // Books first, then their files: the upload is what indexes them (an insert does too, and finds no file yet).
  freeBook = await addBook('Island Field Notes', false, 'tests/island-notes.pdf');
  premiumBook = await addBook('Burrow Secrets', true, 'tests/burrow-secrets.pdf');
  await upload('ebooks-free', 'tests/island-notes.pdf', [
    'The quokka smiles at visitors.\nEvery quokka on the island, quokka after quokka, waits by the ferry.',
    'One quokka was seen near the lighthouse,\namong the gulls, the ferries and the weather reports of the week.',
    'Nothing on this page is about the island animals at all.',
  ]);
  await upload('ebooks-premium', 'tests/burrow-secrets.pdf', [
    'A wombat digs its burrow at night.',
    'The wombat diet is grass, roots and bark.',
  ]);
  await waitUntil(
    async () =>
      (await pagesFound('quokka', freeBook)).length === 2 && (await pagesFound('wombat', premiumBook)).length === 2,
    'the uploaded books were never indexed',
  );
}, 60_000);
afterAll(() => t.stop());

describe("a premium book's passages", () => {
  test('a visitor sees only that the book matches, and on how many pages', async () => {
    const rows = await search(t.anonClient(), 'wombat');
    expect(rows.filter((row) => row.book_id === premiumBook)).toEqual([
      expect.objectContaining({ page: null, snippet: null, matching_pages: 2 }),
    ]);
  });

  test('a signed-in reader who does not own it sees the same count, no text', async () => {
    const { client } = await t.userWithToken();
    const rows = (await search(client, 'wombat')).filter((row) => row.book_id === premiumBook);
    expect(rows).toEqual([expect.objectContaining({ page: null, snippet: null, matching_pages: 2 })]);
  });

  test('its owner sees each page with its snippet', async () => {
    const { id, client } = await t.userWithToken();
    const { error } = await t
      .serviceClient()
      .from('orders')
      .insert({ user_id: id, product_id: premiumBook, amount: 23 });
    if (error) throw new Error(error.message);
    const rows = (await search(client, 'wombat')).filter((row) => row.book_id === premiumBook);
    expect(rows.map((row) => row.page).sort()).toEqual([1, 2]);
    for (const row of rows) expect(row.snippet).toMatch(MARKED('wombat'));
  });

  test('nobody reads the page texts directly, nor writes them', async () => {
    const { client } = await t.userWithToken();
    for (const reader of [t.anonClient(), client]) {
      const read = await reader.from('book_pages').select('text').eq('book_id', premiumBook);
      expect(read.data ?? []).toEqual([]);
      expect(read.error).not.toBeNull();
      const write = await reader.rpc('replace_book_pages', { book_id: premiumBook, pages: ['mine now'] });
      expect(write.error).not.toBeNull();
    }
  });
});

describe("a free book's passages", () => {
  test('anyone sees them, the page with the words more often ranked first, a page without them not at all', async () => {
    const rows = (await search(t.anonClient(), 'quokka')).filter((row) => row.book_id === freeBook);
    expect(rows.map((row) => row.page)).toEqual([1, 2]);
    expect(rows[0]!.rank).toBeGreaterThan(rows[1]!.rank);
  });

  test('a snippet marks the words of the search, whatever their form on the page', async () => {
    const [row] = (await search(t.anonClient(), 'ferry')).filter((found) => found.book_id === freeBook);
    expect(row?.snippet).toMatch(MARKED('ferry'));
    const plural = (await search(t.anonClient(), 'ferries')).filter((found) => found.book_id === freeBook);
    expect(plural.map((found) => found.page).sort()).toEqual([1, 2]);
  });

  test('the next page starts after the last result shown, with nothing repeated or skipped', async () => {
    const all = await search(t.anonClient(), 'quokka OR wombat', { max_results: 100 });
    const paged: Row[] = [];
    let after: Record<string, unknown> = {};
    for (let page = 0; page < all.length + 1; page++) {
      const rows = await search(t.anonClient(), 'quokka OR wombat', { max_results: 1, ...after });
      if (rows.length === 0) break;
      paged.push(...rows);
      const last = rows.at(-1)!;
      after = { after_rank: last.rank, after_book_id: last.book_id, after_page: last.page ?? 0 };
    }
    expect(paged).toEqual(all);
  });
});

describe('pages follow their files', () => {
  test('a replaced file is indexed again: its new words are found, its old ones no longer', async () => {
    await upload('ebooks-free', 'tests/island-notes.pdf', [
      'A platypus swims in the river.',
      'The platypus lays eggs.',
    ]);
    await waitUntil(
      async () => (await pagesFound('platypus', freeBook)).length === 2,
      'the new file was never indexed',
    );
    expect(await pagesFound('quokka', freeBook)).toEqual([]);
  });

  test("a book whose row names another file gets that file's pages", async () => {
    await upload('ebooks-premium', 'tests/echidna.pdf', ['The echidna has spines.']);
    const { error } = await t
      .serviceClient()
      .from('MentoriaDatabase')
      .update({ ContentURL: 'tests/echidna.pdf' })
      .eq('ID', premiumBook);
    if (error) throw new Error(error.message);
    await waitUntil(
      async () => (await pagesFound('echidna', premiumBook)).length === 1,
      'the new file was never indexed',
    );
    expect(await pagesFound('wombat', premiumBook)).toEqual([]);
  });
});

describe('hostile text', () => {
  test.each([
    `quokka's "ferry`,
    'quokka & !ferry | (lighthouse',
    'quokka:* <-> ferry',
    `'; drop table book_pages; --`,
    '\\ % _ * ? " \' ` ~',
  ])('%s is searched literally, never a server error', async (text) => {
    await expect(search(t.anonClient(), text)).resolves.toEqual(expect.any(Array));
  });

  test('a text longer than 200 characters is refused with a clear message', async () => {
    const { error, status } = await t
      .anonClient()
      .rpc('search_passages', { search: 'quokka '.repeat(40) }, { get: true });
    expect(status).toBe(400);
    expect(error?.message).toMatch(/at most 200 characters/);
  });

  test('only common words, or nothing, match nothing', async () => {
    expect(await search(t.anonClient(), 'the of and')).toEqual([]);
    expect(await search(t.anonClient(), '   ')).toEqual([]);
  });
});

describe('npm run index:books, for a hosted project', () => {
  test("writes a book's pages through the API with the service role key", async () => {
    await t.backend.db.query('delete from public.book_pages where book_id = $1', [freeBook]);
    expect(await pagesFound('platypus', freeBook)).toEqual([]);
    // Run beside this process, which serves the backend the script talks to.
    const run = await promisify(execFile)('npx', ['tsx', 'scripts/indexBooks.ts', '--book', String(freeBook)], {
      env: { ...process.env, SUPABASE_URL: t.url, SUPABASE_SERVICE_ROLE_KEY: t.serviceRoleKey },
      timeout: 120_000,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/Indexed 1 of 1 files/);
    expect(await pagesFound('platypus', freeBook)).toEqual([1, 2]);
  }, 150_000);
});
