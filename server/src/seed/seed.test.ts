import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../db/migrate';
import { PgliteDatabase } from '../db/pgliteDatabase';
import { storedObjectPath } from '../storage/objectStore';
import { seedLessonClips } from './lessonClipSource';
import { clipFiles } from './plan';
import { addScaleData } from './scale';
import { seedIfEmpty } from './seed';

let db: PgliteDatabase;
let storageDir: string;
const lines: string[] = [];
let seeded: boolean;

beforeAll(async () => {
  db = await PgliteDatabase.open();
  await migrate(db);
  storageDir = mkdtempSync(join(tmpdir(), 'mentoria-seed-test-'));
  seeded = await seedIfEmpty({ db, storageDir, log: (line) => lines.push(line) });
}, 120_000);
afterAll(async () => {
  await db.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]!.n);

test('an empty catalogue is seeded and the seeding is reported', async () => {
  expect(seeded).toBe(true);
  expect(lines.join('\n')).toMatch(/seeded 160 ebooks, 96 videos/);
  expect(await count('public."MentoriaDatabase"')).toBe(160);
  expect(await count('auth.users')).toBe(6);
});

test('a catalogue that has ebooks is left alone', async () => {
  expect(await seedIfEmpty({ db, storageDir, log: () => undefined })).toBe(false);
  expect(await count('public."MentoriaDatabase"')).toBe(160);
});

test('every ebook file and cover is both a storage.objects row and a file on disk', async () => {
  const { rows } = await db.query<{ bucket_id: string; name: string; version: string | null; size: string }>(
    `select bucket_id, name, version, metadata ->> 'size' as size from storage.objects`,
  );
  expect(rows.length).toBe(160 * 2 + 96 + clipFiles(seedLessonClips()).length);
  for (const row of rows) {
    const file = storedObjectPath(storageDir, row);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).byteLength).toBe(Number(row.size));
  }
  const missing = await count(
    `public."MentoriaDatabase" p where not exists (select 1 from storage.objects o
       where o.bucket_id = case when p."Premium" then 'ebooks-premium' else 'ebooks-free' end and o.name = p."ContentURL")
       or not exists (select 1 from storage.objects o where o.bucket_id = 'covers' and o.name = p."Images")`,
  );
  expect(missing).toBe(0);
});

/** Courses whose "Lessons" is not the number of their lesson rows. */
const miscounted = () =>
  count(
    `public."Videos" v where v."Lessons" <> (select count(*) from public.course_lessons l where l.course_id = v."ID")`,
  );

test('every seeded course has lessons, counted on its card, whose files are stored in its bucket', async () => {
  expect(
    await count(
      'public."Videos" v where not exists (select 1 from public.course_lessons l where l.course_id = v."ID")',
    ),
  ).toBe(0);
  expect(await miscounted()).toBe(0);
  const unbacked = await count(
    `public.course_lessons l join public."Videos" v on v."ID" = l.course_id
     where not exists (select 1 from storage.objects o where o.bucket_id = case when v."Premium" then 'lessons-premium'
       else 'lessons-free' end and o.name = l.video_path)
        or not exists (select 1 from storage.objects o where o.name = l.captions_path)`,
  );
  expect(unbacked).toBe(0);
});

test('the scale option adds N ebooks and N/4 videos that point at real shared files', async () => {
  await addScaleData(db, 1000, () => undefined);
  expect(await count('public."MentoriaDatabase"')).toBe(1160);
  expect(await count('public."Videos"')).toBe(96 + 250);
  expect(await miscounted()).toBe(0);
  const unbacked = await count(
    `public."MentoriaDatabase" p where p."ID" > 160 and not exists (
       select 1 from public."MentoriaDatabase" s where s."ID" <= 160 and s."ContentURL" = p."ContentURL"
         and s."Premium" = p."Premium" and s."ContentLength" = p."ContentLength")`,
  );
  expect(unbacked).toBe(0);
  const mispriced = await count(
    `public."MentoriaDatabase" where "ID" > 160 and not (
       ("Premium" and "Regular_Price" = 23 and "Price" <= 23) or (not "Premium" and "Price" = 0))`,
  );
  expect(mispriced).toBe(0);
  expect(await count(`public."MentoriaDatabase" where "ID" > 160 and "Premium"`)).toBeGreaterThan(300);
  const next = await db.query<{ ID: number }>(
    `insert into public."MentoriaDatabase" ("Name", "Categories") values ('After scale', 'SEO') returning "ID"::int as "ID"`,
  );
  expect(next.rows[0]!.ID).toBe(1161);
});
