/**
 * One review per reader per book (and per learner per course), which only its author edits and deletes:
 * the database holds the rule, so it is tested through supabase-js as any
 * client (or a hosted project's API) meets it, on ebooks' reviews ("Reviews") and courses' (course_reviews)
 * alike, and on a database that already held several reviews by one reader of one book.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { migrate, readMigrations } from '../../server/src/db/migrate';
import { startTestBackend, type TestBackend } from '../support/backendHarness';
import { freshMigratedDatabase } from '../support/freshDatabase';

let t: TestBackend;
let anon: SupabaseClient;
let reader: SupabaseClient;
let readerId: string;
let other: SupabaseClient;
let ids: { ebook: number[]; course: number[] };

/** Where each kind of review is kept, the column naming what it reviews, and the catalogue it comes from. */
const SUBJECTS = [
  { kind: 'ebook', table: 'Reviews', column: 'product_id', catalogue: 'MentoriaDatabase' },
  { kind: 'course', table: 'course_reviews', column: 'course_id', catalogue: 'Videos' },
] as const;

interface StoredReview {
  id: number;
  content: string;
  created_at: string;
  edited_at: string | null;
}

beforeAll(async () => {
  t = await startTestBackend();
  anon = t.anonClient();
  ({ client: reader, id: readerId } = await t.userWithToken());
  ({ client: other } = await t.userWithToken());
  const firstSix = async (catalogue: (typeof SUBJECTS)[number]['catalogue']) => {
    const rows = await anon.from(catalogue).select('ID').order('ID').limit(6);
    if (rows.error || rows.data.length < 6) throw new Error(`the seed has six of ${catalogue}`);
    return (rows.data as { ID: number }[]).map((row) => row.ID);
  };
  ids = { ebook: await firstSix('MentoriaDatabase'), course: await firstSix('Videos') };
}, 60_000);
afterAll(() => t.stop());

describe.each(SUBJECTS)('reviews of an $kind ($table)', ({ kind, table, column }) => {
  // Read once beforeAll has found them.
  const subjectIds = () => ids[kind];

  const review = (client: SupabaseClient, subjectId: number, content: string) =>
    client
      .from(table)
      .insert({ [column]: subjectId, content })
      .select('id, content, created_at, edited_at')
      .single();

  const stored = async (id: number) =>
    (await anon.from(table).select('id, content, created_at, edited_at').eq('id', id).maybeSingle())
      .data as StoredReview | null;

  describe('a reader reviews it once', () => {
    test('a second review of the same one is refused as a conflict, and the first stays as it was', async () => {
      const first = await review(reader, subjectIds()[0]!, 'My first thoughts.');
      expect(first.error).toBeNull();
      const second = await review(reader, subjectIds()[0]!, 'My second thoughts.');
      expect(second.status).toBe(409);
      expect(second.error?.code).toBe('23505');
      const mine = await anon.from(table).select('content').eq(column, subjectIds()[0]!).eq('user_id', readerId);
      expect(mine.data).toEqual([{ content: 'My first thoughts.' }]);
    });

    test('the same reader reviews another one, and another reader the same one', async () => {
      expect((await review(reader, subjectIds()[1]!, 'Another book, another review.')).error).toBeNull();
      expect((await review(other, subjectIds()[0]!, 'Someone else’s view.')).error).toBeNull();
    });
  });

  describe('only its author edits or deletes a review', () => {
    test('the author edits it: same review, same place in the list, marked as edited', async () => {
      const posted = (await review(reader, subjectIds()[2]!, 'Too long, I thought.')).data as StoredReview;
      expect(posted.edited_at).toBeNull();
      const edited = await reader
        .from(table)
        .update({ content: 'Long, but worth it.' })
        .eq('id', posted.id)
        .select('id, content, created_at, edited_at')
        .single();
      expect(edited.error).toBeNull();
      const after = edited.data as StoredReview;
      expect(after).toMatchObject({ id: posted.id, content: 'Long, but worth it.', created_at: posted.created_at });
      expect(Date.parse(after.edited_at!)).toBeGreaterThanOrEqual(Date.parse(posted.created_at));
    });

    test('an edit changes the text only: not what it reviews, nor when it was written or edited', async () => {
      const posted = (await review(reader, subjectIds()[3]!, 'About this book.')).data as StoredReview;
      const moved = await reader
        .from(table)
        .update({ [column]: subjectIds()[4]! })
        .eq('id', posted.id);
      expect(moved.error?.code).toBe('42501');
      const backdated = await reader.from(table).update({ edited_at: '1990-01-01T00:00:00Z' }).eq('id', posted.id);
      expect(backdated.error?.code).toBe('42501');
      expect(await stored(posted.id)).toEqual(posted);
    });

    test('another reader cannot edit or delete it, and a visitor cannot either', async () => {
      const posted = (await review(reader, subjectIds()[4]!, 'Mine to change.')).data as StoredReview;
      for (const client of [other, anon]) {
        await client.from(table).update({ content: 'Defaced' }).eq('id', posted.id);
        await client.from(table).delete().eq('id', posted.id);
      }
      expect(await stored(posted.id)).toEqual(posted);
    });

    test('the author deletes it, and may then review it again', async () => {
      const posted = (await review(reader, subjectIds()[5]!, 'Changed my mind.')).data as StoredReview;
      const removed = await reader.from(table).delete().eq('id', posted.id).select('id');
      expect(removed.data).toEqual([{ id: posted.id }]);
      expect(await stored(posted.id)).toBeNull();
      expect((await review(reader, subjectIds()[5]!, 'A fresh look.')).error).toBeNull();
    });
  });
});

test('a course review’s id and creation time are the server’s: a client sending either is refused', async () => {
  const course = ids.course[0]!;
  const withId = await other.from('course_reviews').insert({ id: 999_999, course_id: course, content: 'Mine.' });
  expect(withId.error?.code).toBe('428C9');
  const backdated = await other
    .from('course_reviews')
    .insert({ course_id: course, content: 'First!', created_at: '1990-01-01T00:00:00Z' } as never);
  expect(backdated.error?.code).toBe('42501');
});

describe('a database that already holds several reviews by one reader of one book', () => {
  test('keeps the newest of them when the rule arrives, and every other review', async () => {
    const rule = readMigrations().findIndex((migration) => migration.name === 'one_review_per_reader');
    expect(rule).toBeGreaterThan(0);
    const fresh = await freshMigratedDatabase('duplicatereviews', readMigrations().slice(0, rule));
    try {
      const { db } = fresh;
      await db.exec(`
        insert into auth.users (id, email, aud, role) values
          ('00000000-0000-4000-8000-00000000000a', 'a@example.com', 'authenticated', 'authenticated'),
          ('00000000-0000-4000-8000-00000000000b', 'b@example.com', 'authenticated', 'authenticated');
        insert into public."MentoriaDatabase" ("ID", "Name", "Categories") values (1, 'One', 'Tools'), (2, 'Two', 'Tools');
        insert into public."Reviews" (product_id, user_id, content, created_at) values
          (1, '00000000-0000-4000-8000-00000000000a', 'old', '2026-01-01T00:00:00Z'),
          (1, '00000000-0000-4000-8000-00000000000a', 'newest', '2026-03-01T00:00:00Z'),
          (1, '00000000-0000-4000-8000-00000000000a', 'middle', '2026-02-01T00:00:00Z'),
          (1, '00000000-0000-4000-8000-00000000000b', 'b on one', '2026-01-01T00:00:00Z'),
          (2, '00000000-0000-4000-8000-00000000000a', 'a on two', '2026-01-01T00:00:00Z');
      `);
      await migrate(db);
      const { rows } = await db.query<{ content: string }>(`select content from public."Reviews" order by content`);
      expect(rows.map((row) => row.content)).toEqual(['a on two', 'b on one', 'newest']);
    } finally {
      await fresh.drop();
    }
  }, 120_000);
});
