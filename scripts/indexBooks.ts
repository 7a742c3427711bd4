/**
 * `npm run index:books [-- --book <id>]`: reads the ebooks' PDFs and writes the text of their pages into
 * book_pages, so search finds passages inside them (docs/product.md#the-reader-is-a-study-tool). The local
 * backend does this by itself (after an upload, and when a book names a new file); a hosted project has
 * no such listener, so run this after adding or replacing books there. It works through the API with the
 * service role key: SUPABASE_URL (or VITE_SUPABASE_URL) and SUPABASE_SERVICE_ROLE_KEY. Each file is read
 * once, however many books share it; a file pdf.js cannot open (a password-protected one) is reported and
 * skipped.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { pdfPageTexts } from '../server/src/storage/bookPages/pdfPageTexts';

interface Book {
  ID: number;
  ContentURL: string;
  Premium: boolean;
}

/** Books per read (a hosted project answers at most 1,000 rows). */
const READ_PAGE = 1000;

function clientFromEnv(): SupabaseClient {
  const url = process.env.SUPABASE_URL ?? process.env.VITE_SUPABASE_URL;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key) {
    throw new Error('Set SUPABASE_URL (or VITE_SUPABASE_URL) and SUPABASE_SERVICE_ROLE_KEY (the project API settings)');
  }
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** Every book with a file (or the one asked for), by ID. */
async function booksToIndex(client: SupabaseClient, only: number | null): Promise<Book[]> {
  const books: Book[] = [];
  for (let after = 0; ;) {
    let query = client.from('MentoriaDatabase').select('ID,ContentURL,Premium').not('ContentURL', 'is', null);
    if (only !== null) query = query.eq('ID', only);
    const { data, error } = await query.gt('ID', after).order('ID').limit(READ_PAGE);
    if (error) throw new Error(`reading the books failed: ${error.message}`);
    books.push(...(data as Book[]));
    if (data.length < READ_PAGE) return books;
    after = (data.at(-1) as Book).ID;
  }
}

/** The books grouped by the file they read: `<bucket>/<path>` → book ids. */
function byFile(books: readonly Book[]): Map<string, { bucket: string; path: string; ids: number[] }> {
  const files = new Map<string, { bucket: string; path: string; ids: number[] }>();
  for (const book of books) {
    const bucket = book.Premium ? 'ebooks-premium' : 'ebooks-free';
    const key = `${bucket}/${book.ContentURL}`;
    const file = files.get(key) ?? { bucket, path: book.ContentURL, ids: [] };
    file.ids.push(book.ID);
    files.set(key, file);
  }
  return files;
}

async function indexFile(client: SupabaseClient, file: { bucket: string; path: string; ids: number[] }) {
  const { data, error } = await client.storage.from(file.bucket).download(file.path);
  if (error) throw new Error(`download failed: ${error.message}`);
  const pages = await pdfPageTexts(new Uint8Array(await data.arrayBuffer()));
  for (const id of file.ids) {
    const { error: written } = await client.rpc('replace_book_pages', { book_id: id, pages });
    if (written) throw new Error(`writing book ${id} failed: ${written.message}`);
  }
  return pages.length;
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--book');
  const only = at >= 0 ? Number(process.argv[at + 1]) : null;
  if (only !== null && !Number.isInteger(only)) throw new Error('Usage: npm run index:books [-- --book <id>]');
  const client = clientFromEnv();
  const files = byFile(await booksToIndex(client, only));
  let failed = 0;
  for (const [key, file] of files) {
    try {
      const pages = await indexFile(client, file);
      console.log(`${key}: ${pages} pages, for ${file.ids.length} book(s)`);
    } catch (error) {
      failed++;
      console.error(`${key}: not indexed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.log(`Indexed ${files.size - failed} of ${files.size} files`);
  if (failed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
