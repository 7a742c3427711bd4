/**
 * Highlights, notes and bookmarks follow the reader (docs/product.md#the-reader-is-a-study-tool), through
 * supabase-js as the app saves them: save_book_annotation() keeps the newer change, an older copy that arrives
 * late changes nothing and never undoes a deletion, a clock running ahead is clamped to the server's, what is too
 * long is refused with the rule it breaks, and each reader sees and changes only their own.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
let service: SupabaseClient;
let ada: SupabaseClient;
let adaId: string;
let bo: SupabaseClient;
let bookId: number;

interface StoredAnnotation {
  id: string;
  user_id: string;
  product_id: number;
  kind: string;
  page: number;
  note: string;
  colour: string | null;
  quoted_text: string;
  updated_at: string;
  deleted_at: string | null;
}

const MINUTE = 60_000;
const at = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

const highlight = (id: string, changes: Record<string, unknown> = {}) => ({
  id,
  product_id: bookId,
  kind: 'highlight',
  page: 3,
  start_offset: 10,
  end_offset: 24,
  quoted_text: 'a quoted passage',
  note: '',
  colour: 'yellow',
  created_at: at(-10 * MINUTE),
  updated_at: at(-10 * MINUTE),
  deleted_at: null,
  ...changes,
});

async function saved(client: SupabaseClient, annotation: Record<string, unknown>): Promise<StoredAnnotation> {
  const { data, error, status } = await client.rpc('save_book_annotation', annotation).single();
  if (error) throw new Error(`save_book_annotation answered ${status}: ${error.message}`);
  return data as StoredAnnotation;
}

async function storedRow(id: string): Promise<StoredAnnotation | null> {
  const { data, error } = await service.from('book_annotations').select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(error.message);
  return data as StoredAnnotation | null;
}

beforeAll(async () => {
  t = await startTestBackend();
  service = t.serviceClient();
  ({ client: ada, id: adaId } = await t.userWithToken());
  ({ client: bo } = await t.userWithToken());
  const { data, error } = await service.from('MentoriaDatabase').select('ID').order('ID').limit(1).single();
  if (error) throw new Error(error.message);
  bookId = Number((data as { ID: number }).ID);
});
afterAll(() => t.stop());

test('a highlight made offline keeps the id its device gave it, and its owner reads it back', async () => {
  const id = randomUUID();
  const row = await saved(ada, highlight(id, { note: 'Remember this' }));
  expect(row).toMatchObject({
    id,
    user_id: adaId,
    product_id: bookId,
    colour: 'yellow',
    note: 'Remember this',
    deleted_at: null,
  });
  const own = await ada.from('book_annotations').select('id, note').eq('product_id', bookId);
  expect(own.data).toEqual([{ id, note: 'Remember this' }]);
});

test('the newer edit of a note wins, whichever arrives last', async () => {
  const id = randomUUID();
  await saved(ada, highlight(id));
  const newer = await saved(ada, highlight(id, { note: 'newer, from the laptop', updated_at: at(-MINUTE) }));
  expect(newer).toMatchObject({ note: 'newer, from the laptop', deleted_at: null });
  // The phone's edit was made before the laptop's, offline, and arrives after it.
  const late = await saved(
    ada,
    highlight(id, { note: 'older, from the phone', colour: 'pink', updated_at: at(-5 * MINUTE) }),
  );
  expect(late).toMatchObject({ note: 'newer, from the laptop', colour: 'yellow' });
  expect((await storedRow(id))?.note).toBe('newer, from the laptop');
});

test('a deletion is not undone by an older copy of the note that arrives later', async () => {
  const id = randomUUID();
  await saved(ada, highlight(id, { note: 'to be deleted' }));
  const deletedAt = at(-2 * MINUTE);
  const deleted = await saved(
    ada,
    highlight(id, { note: 'to be deleted', updated_at: deletedAt, deleted_at: deletedAt }),
  );
  expect(deleted.deleted_at).not.toBeNull();
  const late = await saved(
    ada,
    highlight(id, { note: 'edited offline before the deletion', updated_at: at(-3 * MINUTE) }),
  );
  expect(late.deleted_at).not.toBeNull();
  expect(late.note).toBe('to be deleted');
  // The tombstone is kept, so every device learns of the deletion.
  expect((await storedRow(id))?.deleted_at).not.toBeNull();
});

test('at the same time, a deletion wins over a copy that is not deleted', async () => {
  const id = randomUUID();
  const time = at(-MINUTE);
  await saved(ada, highlight(id, { updated_at: time }));
  const deleted = await saved(ada, highlight(id, { updated_at: time, deleted_at: time }));
  expect(deleted.deleted_at).not.toBeNull();
});

test('a clock running ahead is clamped to the server’s, so it does not beat the edits that follow', async () => {
  const id = randomUUID();
  const before = Date.now();
  const ahead = await saved(ada, highlight(id, { note: 'from a fast clock', updated_at: at(365 * 24 * 60 * MINUTE) }));
  expect(Date.parse(ahead.updated_at)).toBeLessThanOrEqual(Date.now() + 1000);
  expect(Date.parse(ahead.updated_at)).toBeGreaterThanOrEqual(before - 1000);
  const honest = await saved(
    ada,
    highlight(id, { note: 'an honest edit', updated_at: new Date(Date.now() + 500).toISOString() }),
  );
  expect(honest.note).toBe('an honest edit');
});

test('what a highlight is stays as it was made: a later save changes its colour, note and deletion only', async () => {
  const id = randomUUID();
  await saved(ada, highlight(id));
  const moved = await saved(ada, highlight(id, { page: 9, quoted_text: 'other', colour: 'green', updated_at: at(0) }));
  expect(moved).toMatchObject({ page: 3, quoted_text: 'a quoted passage', colour: 'green' });
});

test.each([
  ['a note over 5000 characters', { note: 'n'.repeat(5001) }, 'note must be at most 5000 characters'],
  ['a quote over 2000 characters', { quoted_text: 'q'.repeat(2001) }, 'quoted_text must be at most 2000 characters'],
  ['a colour that is not one of the four', { colour: 'red' }, 'colour must be yellow, green, blue or pink'],
  ['a highlight without its range', { start_offset: null }, 'a highlight has a range and a colour, a bookmark neither'],
])('%s is refused with the rule it breaks', async (_what, changes, rule) => {
  const { error, status } = await ada.rpc('save_book_annotation', highlight(randomUUID(), changes));
  expect(status).toBe(400);
  expect(error?.code).toBe('23514');
  expect(error?.message).toContain(rule);
});

test('a bookmark is a page, without a range or a colour', async () => {
  const id = randomUUID();
  const row = await saved(ada, {
    id,
    product_id: bookId,
    kind: 'bookmark',
    page: 12,
    created_at: at(-MINUTE),
    updated_at: at(-MINUTE),
  });
  expect(row).toMatchObject({ kind: 'bookmark', page: 12, colour: null, quoted_text: '' });
});

test('another reader can neither read nor change someone’s highlight, even knowing its id', async () => {
  const id = randomUUID();
  await saved(ada, highlight(id, { note: 'Ada’s own' }));
  expect((await bo.from('book_annotations').select('*').eq('id', id)).data).toEqual([]);
  const takeover = await bo.rpc('save_book_annotation', highlight(id, { note: 'Bo was here', updated_at: at(0) }));
  expect(takeover.error?.code).toBe('42501');
  expect((await storedRow(id))?.note).toBe('Ada’s own');
});

test('a book that does not exist is refused as gone (404)', async () => {
  const { status } = await ada.rpc('save_book_annotation', highlight(randomUUID(), { product_id: 987654321 }));
  expect(status).toBe(404);
});
