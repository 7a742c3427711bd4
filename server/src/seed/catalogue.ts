/**
 * The seeded catalogue: which ebooks and videos exist, in which category, at
 * what price, with how many pages, and the outline of each ebook's PDF. Pure
 * data, built from a seeded Random and a fixed reference date, so two builds
 * are identical.
 */
import { ebookCopy } from './bookCopy';
import { MAX_LESSONS, MIN_LESSONS } from './lessons';
import { chapterTitles, ebookTitle, videoShortDescription, videoTitle, type ChapterTitle } from './prose';
import { Random } from './random';
import { TOPICS, VIDEO_FORMATS, type EbookType, type Topic } from './vocabulary';

/** "Now" for the seed: every created_at lies before it, so the data never depends on the day it is built. */
export const REFERENCE_DATE = new Date('2026-11-01T09:00:00Z');
export const SEED = 20260101;

/** A row of public."MentoriaDatabase", keyed by its column names (the generated "Price" excluded). */
export interface EbookRow {
  ID: number;
  Name: string;
  Categories: string;
  Type: EbookType;
  Premium: boolean;
  Regular_Price: number;
  'Sale Price': number | null;
  Images: string;
  Short_Description: string;
  Description: string;
  ContentURL: string;
  ContentLength: number;
  Rating: number | null;
  created_at: string;
}

/** A row of public."Videos". */
export interface VideoRow {
  ID: number;
  Name: string;
  Categories: string;
  Premium: boolean;
  /** What a buyer pays: 0 for a free course. */
  Price: number;
  Images: string;
  Short_Description: string;
  Lessons: number;
  Rating: number | null;
  created_at: string;
}

export interface ChapterOutline {
  title: string;
  /** The theme the chapter's body text is about. */
  theme: string;
  /** Page number (1-based, in the whole PDF) of the chapter's first page. */
  firstPage: number;
  pages: number;
}

/** Everything the PDF renderer needs to write one ebook. */
export interface BookOutline {
  title: string;
  author: string;
  category: string;
  type: EbookType;
  /** Total pages: the title page, the contents page and the chapters. */
  pages: number;
  chapters: ChapterOutline[];
  /** Seeds the choice of paragraphs, so each book reads differently. */
  textSeed: number;
  /** The password the PDF opens with, for the one password-protected ebook. */
  password?: string;
}

export interface CatalogueEbook {
  row: EbookRow;
  book: BookOutline;
}

export const PREMIUM_PRICE = 23;
/** Premium courses cost one of these, by id, as the migration that added the price backfilled them. */
const COURSE_PRICES = [29, 39, 49];

/** A course's price: free courses cost nothing; premium ones one of COURSE_PRICES, chosen by id. */
export function coursePrice(id: number, premium: boolean): number {
  return premium ? COURSE_PRICES[id % COURSE_PRICES.length]! : 0;
}
const SALE_PRICES = [15, 19];
/** Categories 1 to 12 (the first home rows) hold this many ebooks each; the rest share what is left. */
const EBOOKS_PER_LEADING_CATEGORY = 7;
const LEADING_CATEGORIES = 12;
const EBOOK_COUNT = 160;
/** Pages of the few long books; the last one is the single 600-page book. */
const LONG_BOOK_PAGES = [164, 188, 216, 252, 600];
const VIDEO_CATEGORIES = 32;
const VIDEOS_PER_CATEGORY = 3;

const AUTHORS = [
  'Claire Donovan',
  'Marcus Webb',
  'Nadia Okafor',
  'Tomas Lindqvist',
  'Hannah Brooks',
  'Rafael Costa',
  'Mei Tanaka',
  'Oliver Grant',
  'Leila Haddad',
  'Samuel Adeyemi',
  'Ingrid Solberg',
  'Daniel Reyes',
];

/** How many ebooks each topic gets: 7 for each leading category, at least one for the others, 160 in all. */
function ebookCounts(random: Random): number[] {
  const counts = TOPICS.map((_, i) => (i < LEADING_CATEGORIES ? EBOOKS_PER_LEADING_CATEGORY : 1));
  const others = TOPICS.map((_, i) => i).slice(LEADING_CATEGORIES);
  let missing = EBOOK_COUNT - counts.reduce((sum, n) => sum + n, 0);
  while (missing > 0) {
    const i = random.pick(others);
    if (counts[i]! < 3) {
      counts[i]! += 1;
      missing -= 1;
    }
  }
  return counts;
}

function pickType(random: Random): EbookType {
  const roll = random.next();
  if (roll < 0.45) return 'Ebook';
  if (roll < 0.7) return 'Guide';
  if (roll < 0.85) return 'Workbook';
  return 'Playbook';
}

/** A timestamp `daysBack` days (plus some minutes) before the reference date. */
export function daysBefore(daysBack: number, random: Random): string {
  const minutes = random.int(0, 24 * 60 - 1);
  return new Date(REFERENCE_DATE.getTime() - (daysBack * 24 * 60 + minutes) * 60_000).toISOString();
}

function rating(random: Random, probability: number): number | null {
  return random.chance(probability) ? random.int(36, 50) / 10 : null;
}

export function slug(text: string, maxLength = 60): string {
  const base = text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base.slice(0, maxLength).replace(/-+$/, '');
}

const pad = (n: number) => String(n).padStart(4, '0');

/** Splits the content pages (all but title and contents) over the chapters, the first ones taking any remainder. */
function outlineChapters(titles: readonly ChapterTitle[], contentPages: number): ChapterOutline[] {
  const base = Math.floor(contentPages / titles.length);
  const extra = contentPages % titles.length;
  let next = 3;
  return titles.map(({ title, theme }, i) => {
    const pages = base + (i < extra ? 1 : 0);
    const chapter = { title, theme, firstPage: next, pages };
    next += pages;
    return chapter;
  });
}

function chapterCount(contentPages: number): number {
  if (contentPages > 100) return Math.min(24, Math.max(8, Math.round(contentPages / 25)));
  return Math.min(10, Math.max(3, Math.round(contentPages / 4)));
}

function buildEbook(
  id: number,
  topic: Topic,
  premium: boolean,
  pages: number,
  random: Random,
  titles: Set<string>,
): CatalogueEbook {
  const long = pages > 150;
  const type = long ? 'Guide' : pickType(random);
  const name = ebookTitle(topic, type, random, titles, long);
  const chapters = outlineChapters(chapterTitles(topic, chapterCount(pages - 2), random), pages - 2);
  const book: BookOutline = {
    title: name,
    author: random.pick(AUTHORS),
    category: topic.category,
    type,
    pages,
    chapters,
    textSeed: random.int(1, 2 ** 31 - 1),
  };
  const salePrice = premium && random.chance(0.35) ? random.pick(SALE_PRICES) : null;
  const [firstChapter, lastChapter] = [chapters[0]!.title, chapters[chapters.length - 1]!.title];
  const copy = ebookCopy(topic, { title: name, type, pages, firstChapter, lastChapter }, random);
  const row: EbookRow = {
    ID: id,
    Name: name,
    Categories: topic.category,
    Type: type,
    Premium: premium,
    Regular_Price: premium ? PREMIUM_PRICE : 0,
    'Sale Price': salePrice,
    Images: `ebooks/${pad(id)}.svg`,
    Short_Description: copy.shortDescription,
    Description: copy.description,
    ContentURL: `${pad(id)}-${slug(name)}.pdf`,
    ContentLength: pages,
    Rating: rating(random, 0.6),
    created_at: daysBefore(random.int(1, 420), random),
  };
  return { row, book };
}

/** The password of the seeded password-protected ebook, written in its descriptions and in the README. */
export const PROTECTED_EBOOK_PASSWORD = 'mentoria';

const LEADING_TOPICS = new Set(TOPICS.slice(0, LEADING_CATEGORIES).map((topic) => topic.category));

/**
 * The ebook that becomes password-protected, so the reader's password prompt
 * meets a real book: the last free, short ebook of the leading categories that
 * is not the first of its category. Free, so anyone signed in can try it; on a
 * home row, so it is easy to find; never a category's first book nor one of the
 * first free ones that lists, tests and the scale option pick.
 */
function protectedEbookCandidate(ebooks: readonly CatalogueEbook[]): CatalogueEbook {
  const firsts = new Set<number>();
  const seen = new Set<string>();
  for (const { row } of ebooks) {
    if (!seen.has(row.Categories)) firsts.add(row.ID);
    seen.add(row.Categories);
  }
  const candidates = ebooks.filter(
    ({ row }) => !row.Premium && row.ContentLength <= 40 && LEADING_TOPICS.has(row.Categories) && !firsts.has(row.ID),
  );
  const chosen = candidates[candidates.length - 1];
  if (!chosen) throw new Error('The catalogue has no free ebook to password-protect');
  return chosen;
}

/** Says on the product itself how to open it: the reader asks for a password nobody could otherwise know. */
function protectWithPassword({ row, book }: CatalogueEbook): void {
  book.password = PROTECTED_EBOOK_PASSWORD;
  row.Short_Description = `Password-protected sample: open it with the password "${PROTECTED_EBOOK_PASSWORD}". ${row.Short_Description}`;
  row.Description =
    `<p><strong>This ebook is password-protected.</strong> Its password is <code>${PROTECTED_EBOOK_PASSWORD}</code>: ` +
    `the reader asks for it when you open the book.</p>${row.Description}`;
}

/** The seeded ebooks the reader's tests and benchmark open: the 600-page one and the password-protected one. */
export function readerSampleEbooks(ebooks: readonly CatalogueEbook[]): { longest: number; passwordProtected: number } {
  const longest = ebooks.reduce((best, ebook) => (ebook.row.ContentLength > best.row.ContentLength ? ebook : best));
  const passwordProtected = ebooks.find(({ book }) => book.password !== undefined);
  if (!passwordProtected) throw new Error('The catalogue has no password-protected ebook');
  return { longest: longest.row.ID, passwordProtected: passwordProtected.row.ID };
}

export function buildEbooks(seed = SEED): CatalogueEbook[] {
  const random = new Random(seed).fork('ebooks');
  const counts = ebookCounts(random.fork('counts'));
  const total = counts.reduce((sum, n) => sum + n, 0);
  const longBooks = random.fork('long').sample(
    Array.from({ length: total }, (_, i) => i),
    LONG_BOOK_PAGES.length,
  );
  const titles = new Set<string>();
  const ebooks: CatalogueEbook[] = [];
  TOPICS.forEach((topic, t) => {
    for (let k = 0; k < counts[t]!; k++) {
      const index = ebooks.length;
      // The first ebook of a category is free and the second premium, so every row shows both.
      const premium = k === 0 ? false : k === 1 ? true : random.chance(0.45);
      const longIndex = longBooks.indexOf(index);
      const pages = longIndex >= 0 ? LONG_BOOK_PAGES[longIndex]! : random.int(8, 40);
      ebooks.push(buildEbook(index + 1, topic, premium, pages, random, titles));
    }
  });
  // Chosen after every ebook is built, so the other ebooks are exactly as before.
  protectWithPassword(protectedEbookCandidate(ebooks));
  return ebooks;
}

export function buildVideos(seed = SEED): VideoRow[] {
  const random = new Random(seed).fork('videos');
  const titles = new Set<string>();
  const videos: VideoRow[] = [];
  for (const topic of TOPICS.slice(0, VIDEO_CATEGORIES)) {
    for (let k = 0; k < VIDEOS_PER_CATEGORY; k++) {
      const id = videos.length + 1;
      const lessons = random.int(MIN_LESSONS, MAX_LESSONS);
      const name = videoTitle(topic, random.pick(VIDEO_FORMATS), random, titles);
      const premium = random.chance(0.4);
      videos.push({
        ID: id,
        Name: name,
        Categories: topic.category,
        Premium: premium,
        Price: coursePrice(id, premium),
        Images: `videos/${pad(id)}.svg`,
        Short_Description: videoShortDescription(topic, name, lessons, random),
        Lessons: lessons,
        Rating: rating(random, 0.65),
        created_at: daysBefore(random.int(1, 400), random),
      });
    }
  }
  return videos;
}
