/**
 * Indexing a book's pages on the local backend: its PDF is read from the
 * stored object its row points at (ContentURL, in ebooks-premium for a
 * premium book, else in ebooks-free), each page's text extracted with pdf.js,
 * and the pages replaced at once by replace_book_pages
 * (supabase/migrations/20261129000300_book_pages.sql). Runs as the connecting
 * superuser: indexing is not an API request.
 */
import { readFile } from 'node:fs/promises';
import type { Queryable } from '../../db/database';
import { storedObjectPath, type StoredObjectRef } from '../objectStore';
import { pdfPageTexts } from './pdfPageTexts';

/** The buckets that hold ebooks' files; a book names a path in one of them. */
export const EBOOK_BUCKETS = ['ebooks-free', 'ebooks-premium'] as const;

/** What became of a book's pages. */
export type BookIndexOutcome = { indexed: number } | { skipped: string };

/** The stored object a book's row points at, or why there is none. */
async function bookFile(db: Queryable, bookId: number): Promise<StoredObjectRef | string> {
  const { rows } = await db.query<StoredObjectRef>(
    `select o.bucket_id, o.name, o.version
     from public."MentoriaDatabase" b
     join storage.objects o
       on o.name = b."ContentURL" and o.bucket_id = case when b."Premium" then 'ebooks-premium' else 'ebooks-free' end
     where b."ID" = $1`,
    [bookId],
  );
  return rows[0] ?? `book ${bookId} has no stored file`;
}

/** Reads the book's stored PDF and replaces its pages' text. */
export async function indexBookPages(db: Queryable, storageDir: string, bookId: number): Promise<BookIndexOutcome> {
  const file = await bookFile(db, bookId);
  if (typeof file === 'string') {
    // No file (yet): pages of an earlier one must not stay searchable.
    await db.query(`select public.replace_book_pages($1, '{}')`, [bookId]).catch(() => undefined);
    return { skipped: file };
  }
  const texts = await pdfPageTexts(await readFile(storedObjectPath(storageDir, file)));
  await db.query(`select public.replace_book_pages($1, $2::text[])`, [bookId, texts]);
  return { indexed: texts.length };
}

/** The books whose file is this object: several books may share one PDF. */
export async function booksOfObject(db: Queryable, bucket: string, name: string): Promise<number[]> {
  if (!(EBOOK_BUCKETS as readonly string[]).includes(bucket)) return [];
  const { rows } = await db.query<{ id: string | number }>(
    `select "ID" as id from public."MentoriaDatabase"
     where "ContentURL" = $1 and "Premium" = ($2 = 'ebooks-premium')
     order by "ID"`,
    [name, bucket],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * After an object was written: every book whose file it is gets the object's
 * pages, read once however many books share it. Returns how many books.
 */
export async function indexObjectBooks(
  db: Queryable,
  storageDir: string,
  bucket: string,
  name: string,
): Promise<number> {
  const books = await booksOfObject(db, bucket, name);
  if (books.length === 0) return 0;
  const { rows } = await db.query<StoredObjectRef>(
    `select bucket_id, name, version from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  if (!rows[0]) return 0;
  const texts = await pdfPageTexts(await readFile(storedObjectPath(storageDir, rows[0])));
  for (const book of books) await db.query(`select public.replace_book_pages($1, $2::text[])`, [book, texts]);
  return books.length;
}

/**
 * Indexes the pages of every book with a stored file, each file read once. A file
 * pdf.js cannot read without a password (or at all) is left out and named in `failed`.
 */
export async function indexAllBooks(db: Queryable, storageDir: string): Promise<{ books: number; failed: string[] }> {
  const { rows } = await db.query<{ bucket_id: string; name: string }>(
    `select distinct o.bucket_id, o.name
     from public."MentoriaDatabase" b
     join storage.objects o
       on o.name = b."ContentURL" and o.bucket_id = case when b."Premium" then 'ebooks-premium' else 'ebooks-free' end
     order by 1, 2`,
  );
  let books = 0;
  const failed: string[] = [];
  for (const file of rows) {
    try {
      books += await indexObjectBooks(db, storageDir, file.bucket_id, file.name);
    } catch (error) {
      failed.push(`${file.bucket_id}/${file.name} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return { books, failed };
}
