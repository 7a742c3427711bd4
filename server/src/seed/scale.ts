/**
 * Synthetic bulk data for benchmarks and scale tests (`npm run db:reset --
 * --scale N`): N more ebooks and N/4 more videos, built inside the database
 * with generate_series in batches rather than row by row. They reuse a
 * handful of the seeded PDFs and covers instead of generating their own, so
 * their ContentURL and ContentLength stay true without 100,000 files; each
 * video copies a seeded course's lessons, whose clips are shared the same way.
 * And N pages of text for passage search (book_pages): synthetic ebooks, in
 * order, take the pages of a seeded ebook (extracted from its PDF when the seed
 * was indexed), chosen by the same hash, until N pages are indexed. Their text
 * is real book text, so searches meet the words and ranks real pages have,
 * but it is not the text of the PDF they share: the reader shows another book.
 */
import type { Database, Queryable } from '../db/database';
import { escapeHtml } from './prose';
import { buildEbooks, readerSampleEbooks, REFERENCE_DATE } from './catalogue';
import { TOPICS } from './vocabulary';

/** Rows per INSERT statement: large enough to be fast, small enough to keep PGlite's memory in check. */
const BATCH = 20_000;
const SHARED_FILES_PER_KIND = 4;

export interface ScaleResult {
  ebooks: number;
  videos: number;
  pages: number;
}

/** Synthetic ebooks given pages per statement. */
const PAGED_BOOKS_BATCH = 500;

// The seeded ebooks of up to 60 pages are the sources; each synthetic ebook of the batch takes one's pages.
const BOOK_PAGES_SQL = `
  with sources as (
    select book_id, row_number() over (order by book_id) as n
    from public.book_pages where book_id < $1 group by book_id having count(*) <= 60
  ), chosen as (
    select b."ID" as id, s.book_id as source
    from public."MentoriaDatabase" b
    join sources s on s.n = 1 + ((b."ID" * 2654435761) % 4294967296) % (select count(*) from sources)
    where b."ID" between $2 and $2 + $3 - 1
  )
  insert into public.book_pages (book_id, page, text)
  select c.id, p.page, p.text from chosen c join public.book_pages p on p.book_id = c.source`;

/** Gives synthetic ebooks from `firstEbook` on the pages of seeded ones until `count` pages are added. */
async function addBookPages(tx: Queryable, firstEbook: number, ebooks: number, count: number): Promise<number> {
  let added = 0;
  for (let book = firstEbook; added < count && book < firstEbook + ebooks; book += PAGED_BOOKS_BATCH) {
    const size = Math.min(PAGED_BOOKS_BATCH, firstEbook + ebooks - book);
    added += (await tx.query(BOOK_PAGES_SQL, [firstEbook, book, size])).affectedRows;
  }
  return added;
}

/** Every (category, theme, audience) combination of the vocabulary, as parallel arrays for SQL. */
function vocabularyArrays() {
  const categories: string[] = [];
  const themes: string[] = [];
  const themesHtml: string[] = [];
  const audiences: string[] = [];
  for (const topic of TOPICS) {
    topic.themes.forEach((theme, i) => {
      categories.push(topic.category);
      themes.push(theme);
      themesHtml.push(escapeHtml(theme));
      audiences.push(topic.audiences[i % topic.audiences.length]!);
    });
  }
  return { categories, themes, themesHtml, audiences };
}

interface SharedFiles {
  freeUrls: string[];
  freePages: number[];
  premiumUrls: string[];
  premiumPages: number[];
  ebookCovers: string[];
  videoThumbnails: string[];
}

/**
 * The first few seeded ebooks of each kind (short ones, to keep benchmark
 * downloads small) and covers. Never the password-protected ebook: a synthetic
 * ebook sharing its file would ask for a password its description never gives.
 */
async function sharedFiles(db: Queryable): Promise<SharedFiles> {
  const { passwordProtected } = readerSampleEbooks(buildEbooks());
  const pick = async (premium: boolean) =>
    (
      await db.query<{ url: string; pages: number }>(
        `select "ContentURL" as url, "ContentLength" as pages from public."MentoriaDatabase"
         where "Premium" = $1 and "ContentLength" <= 40 and "ID" <> $3 order by "ID" limit $2`,
        [premium, SHARED_FILES_PER_KIND, passwordProtected],
      )
    ).rows;
  const free = await pick(false);
  const premium = await pick(true);
  const covers = await db.query<{ image: string }>(
    `select "Images" as image from public."MentoriaDatabase" order by "ID" limit $1`,
    [SHARED_FILES_PER_KIND],
  );
  const thumbnails = await db.query<{ image: string }>(
    `select "Images" as image from public."Videos" order by "ID" limit $1`,
    [SHARED_FILES_PER_KIND],
  );
  if (free.length === 0 || premium.length === 0 || covers.rows.length === 0 || thumbnails.rows.length === 0) {
    throw new Error('The scale option needs the seeded catalogue first (its PDFs and covers are shared)');
  }
  return {
    freeUrls: free.map((row) => row.url),
    freePages: free.map((row) => Number(row.pages)),
    premiumUrls: premium.map((row) => row.url),
    premiumPages: premium.map((row) => Number(row.pages)),
    ebookCovers: covers.rows.map((row) => row.image),
    videoThumbnails: thumbnails.rows.map((row) => row.image),
  };
}

// A multiplicative hash of the row number spreads premium flags, prices, ratings and dates evenly but reproducibly.
const EBOOKS_SQL = `
  with v as (
    select $3::text[] as categories, $4::text[] as themes, $5::text[] as themes_html, $6::text[] as audiences,
           array['Ebook', 'Guide', 'Workbook', 'Playbook'] as types
  ), rows as (
    select g.i, (g.i * 2654435761) % 4294967296 as h, 1 + g.i % cardinality(v.themes) as k, v.*
    from generate_series($1::int, $1::int + $2::int - 1) as g(i), v
  ), shaped as (
    select i, h, categories[k] as category, themes[k] as theme, themes_html[k] as theme_html, audiences[k] as audience,
           types[1 + (i / 7) % 4] as type, h % 100 < 45 as premium
    from rows
  )
  insert into public."MentoriaDatabase" ("ID", "Name", "Categories", "Type", "Premium", "Regular_Price", "Sale Price",
    "Images", "Short_Description", "Description", "ContentURL", "ContentLength", "Rating", created_at)
  overriding system value
  select i, theme || ' ' || type || ' for ' || audience || ', Vol. ' || i, category, type, premium,
         case when premium then 23 else 0 end,
         case when premium and h % 7 = 0 then 19 when premium and h % 11 = 0 then 15 end,
         ($9::text[])[1 + i % cardinality($9::text[])],
         'A practical ' || lower(type) || ' on ' || theme || ' for ' || lower(audience) || '.',
         '<p>A practical ' || lower(type) || ' on ' || theme_html || '.</p><h3>What''s Inside</h3><ul><li>'
           || theme_html || ': the basics</li><li>' || theme_html || ' in practice</li><li>A checklist to use today</li></ul>',
         case when premium then ($7::text[])[1 + i % cardinality($7::text[])] else ($10::text[])[1 + i % cardinality($10::text[])] end,
         case when premium then ($8::int[])[1 + i % cardinality($8::int[])] else ($11::int[])[1 + i % cardinality($11::int[])] end,
         case when h % 3 = 0 then null else (36 + h % 15) / 10.0 end,
         $12::timestamptz - (h % (420 * 1440)) * interval '1 minute'
  from shaped`;

const VIDEOS_SQL = `
  with v as (select $3::text[] as categories, $4::text[] as themes, $5::text[] as audiences),
  outline as (
    select course_id, count(*)::int as lessons from public.course_lessons
    where course_id = any ($8::bigint[]) group by course_id
  ),
  rows as (
    select g.i, (g.i * 2654435761) % 4294967296 as h, 1 + g.i % cardinality(v.themes) as k, v.*
    from generate_series($1::int, $1::int + $2::int - 1) as g(i), v
  )
  insert into public."Videos" ("ID", "Name", "Categories", "Premium", "Price", "Images", "Short_Description", "Lessons",
    "Rating", created_at)
  overriding system value
  select i, themes[k] || ' Masterclass, Part ' || i, categories[k], h % 100 < 40,
         case when h % 100 < 40 then (array[29, 39, 49])[1 + i % 3] else 0 end,
         ($6::text[])[1 + i % cardinality($6::text[])],
         lessons || ' short lessons on ' || themes[k] || ' for ' || lower(audiences[k]) || '.',
         lessons,
         case when h % 3 = 0 then null else (36 + h % 15) / 10.0 end,
         $7::timestamptz - (h % (400 * 1440)) * interval '1 minute'
  from rows join outline on outline.course_id = ($8::bigint[])[1 + i % cardinality($8::bigint[])]`;

// Each synthetic course takes the outline of a seeded course (its clips shared, as the PDFs are), and
// starts with that course's count, so the lesson triggers find every count already right.
const VIDEO_LESSONS_SQL = `
  insert into public.course_lessons (course_id, position, title, description, duration_seconds, video_path,
    captions_path, chapters_path)
  select v."ID", l.position, l.title, l.description, l.duration_seconds, l.video_path, l.captions_path, l.chapters_path
  from public."Videos" v
  join public.course_lessons l on l.course_id = ($3::bigint[])[1 + v."ID" % cardinality($3::bigint[])]
  where v."ID" between $1 and $1 + $2 - 1`;

/** The seeded courses that have lessons, whose outlines the synthetic ones copy. */
async function outlineCourses(tx: Queryable): Promise<number[]> {
  const { rows } = await tx.query<{ id: string | number }>(
    `select distinct course_id as id from public.course_lessons order by 1 limit 64`,
  );
  if (rows.length === 0) throw new Error('The scale option needs the seeded courses first (their lessons are shared)');
  return rows.map((row) => Number(row.id));
}

async function nextId(tx: Queryable, table: string): Promise<number> {
  const { rows } = await tx.query<{ next: string | number }>(
    `select coalesce(max("ID"), 0) + 1 as next from public."${table}"`,
  );
  return Number(rows[0]!.next);
}

async function resetSequence(tx: Queryable, table: string): Promise<void> {
  await tx.query(
    `select setval(pg_get_serial_sequence('public."${table}"', 'ID'), (select max("ID") + 1 from public."${table}"), false)`,
  );
}

/** Adds `count` synthetic ebooks and count/4 videos after the seeded ones; returns how many of each. */
export async function addScaleData(db: Database, count: number, log: (line: string) => void): Promise<ScaleResult> {
  const videoCount = Math.floor(count / 4);
  const words = vocabularyArrays();
  const reference = REFERENCE_DATE.toISOString();
  let pages = 0;
  await db.transaction(async (tx) => {
    const files = await sharedFiles(tx);
    const firstEbook = await nextId(tx, 'MentoriaDatabase');
    for (let done = 0; done < count; done += BATCH) {
      const size = Math.min(BATCH, count - done);
      await tx.query(EBOOKS_SQL, [
        firstEbook + done,
        size,
        words.categories,
        words.themes,
        words.themesHtml,
        words.audiences,
        files.premiumUrls,
        files.premiumPages,
        files.ebookCovers,
        files.freeUrls,
        files.freePages,
        reference,
      ]);
      log(`  ebooks: ${done + size} / ${count}`);
    }
    pages = await addBookPages(tx, firstEbook, count, count);
    log(`  pages of text: ${pages}`);
    const outlines = await outlineCourses(tx);
    const firstVideo = await nextId(tx, 'Videos');
    for (let done = 0; done < videoCount; done += BATCH) {
      const size = Math.min(BATCH, videoCount - done);
      await tx.query(VIDEOS_SQL, [
        firstVideo + done,
        size,
        words.categories,
        words.themes,
        words.audiences,
        files.videoThumbnails,
        reference,
        outlines,
      ]);
      await tx.query(VIDEO_LESSONS_SQL, [firstVideo + done, size, outlines]);
      log(`  videos: ${done + size} / ${videoCount}`);
    }
    await resetSequence(tx, 'MentoriaDatabase');
    await resetSequence(tx, 'Videos');
  });
  return { ebooks: count, videos: videoCount, pages };
}
