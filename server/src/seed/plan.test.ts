import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir, projectRoot } from '../shared/paths';
import { buildEbooks, PREMIUM_PRICE, readerSampleEbooks } from './catalogue';
import { DEMO_ACCOUNT, DEMO_USER_ID } from './people';
import { outcomeNamedIn, themeNamedIn } from './prose';
import { TOPICS } from './vocabulary';
import { buildSeedPlan, ebookBucket, lessonsFootnote, type SeedPlan } from './plan';

/** The categories as the migration creates them (name -> position), read from the SQL itself. */
function migrationCategories(): Map<string, number> {
  const sql = readFileSync(join(migrationsDir(), '20260101000100_catalogue.sql'), 'utf8');
  const categories = new Map<string, number>();
  for (const [, name, position] of sql.matchAll(/\('([^']+)', '[a-z0-9-]+', (\d+)\)/g)) {
    categories.set(name!, Number(position));
  }
  return categories;
}

const categories = migrationCategories();
let plan: SeedPlan;
beforeAll(() => {
  plan = buildSeedPlan();
});

const price = (row: SeedPlan['ebooks'][number]) =>
  row['Sale Price'] !== null && row['Sale Price'] < row.Regular_Price ? row['Sale Price'] : row.Regular_Price;

describe('the seed plan', () => {
  test('is the same on every build', () => {
    expect(buildSeedPlan()).toEqual(plan);
  });

  test("describes each course by the theme and the outcome its title names, never another of its topic's", () => {
    for (const video of plan.videos) {
      const topic = TOPICS.find((candidate) => candidate.category === video.Categories)!;
      const description = video.Short_Description ?? '';
      const checks = [
        { named: themeNamedIn(video.Name, topic), phrases: topic.themes },
        { named: outcomeNamedIn(video.Name, topic), phrases: topic.outcomes },
      ];
      for (const { named, phrases } of checks) {
        const other = named && phrases.find((phrase) => phrase !== named && description.includes(phrase));
        if (other) throw new Error(`"${video.Name}" is described by "${other}": ${description}`);
      }
    }
  });

  test('has at least 150 ebooks, with unique names, ids 1..n, in real categories other than All', () => {
    expect(categories.size).toBe(66);
    expect(plan.ebooks.length).toBeGreaterThanOrEqual(150);
    expect(new Set(plan.ebooks.map((row) => row.Name)).size).toBe(plan.ebooks.length);
    expect(plan.ebooks.map((row) => row.ID)).toEqual(plan.ebooks.map((_, i) => i + 1));
    for (const row of plan.ebooks) {
      expect(categories.has(row.Categories)).toBe(true);
      expect(row.Categories).not.toBe('All');
    }
  });

  test('gives each of the first 12 categories at least 4 ebooks, one free and one premium, and leaves a category empty', () => {
    const leading = [...categories].filter(([, position]) => position >= 1 && position <= 12).map(([name]) => name);
    expect(leading).toHaveLength(12);
    for (const category of leading) {
      const rows = plan.ebooks.filter((row) => row.Categories === category);
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(rows.some((row) => !row.Premium)).toBe(true);
      expect(rows.some((row) => row.Premium)).toBe(true);
    }
    const used = new Set(plan.ebooks.map((row) => row.Categories));
    const empty = [...categories.keys()].filter((name) => name !== 'All' && !used.has(name));
    expect(empty.length).toBeGreaterThanOrEqual(1);
  });

  test('prices free ebooks at 0 and premium ones at 23, some with a lower sale price', () => {
    for (const row of plan.ebooks) {
      if (row.Premium) {
        expect(row.Regular_Price).toBe(PREMIUM_PRICE);
        if (row['Sale Price'] !== null) expect(row['Sale Price']).toBeLessThan(PREMIUM_PRICE);
      } else {
        expect(row.Regular_Price).toBe(0);
        expect(row['Sale Price']).toBeNull();
      }
    }
    expect(plan.ebooks.filter((row) => row.Premium && row['Sale Price'] !== null).length).toBeGreaterThan(0);
  });

  test('uses the four types, HTML descriptions with a What’s Inside list, some ratings and dates spread over months', () => {
    expect(new Set(plan.ebooks.map((row) => row.Type))).toEqual(new Set(['Ebook', 'Guide', 'Workbook', 'Playbook']));
    for (const row of plan.ebooks) {
      expect(row.Short_Description.length).toBeGreaterThan(40);
      expect(row.Description).toMatch(/<h3>What's Inside<\/h3><ul>(<li>[^<]+<\/li>){4,}<\/ul>/);
    }
    const rated = plan.ebooks.filter((row) => row.Rating !== null);
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.length).toBeLessThan(plan.ebooks.length);
    for (const { Rating } of rated) expect(Rating!).toBeGreaterThanOrEqual(0);
    const times = plan.ebooks.map((row) => Date.parse(row.created_at));
    const months = (Math.max(...times) - Math.min(...times)) / (30 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThan(6);
  });

  test('has mostly 8-40 page ebooks, a few over 150 pages and exactly one of 600', () => {
    const pages = plan.ebooks.map((row) => row.ContentLength);
    const short = pages.filter((n) => n >= 8 && n <= 40).length;
    expect(short / pages.length).toBeGreaterThan(0.9);
    const long = pages.filter((n) => n > 150).length;
    expect(long).toBeGreaterThanOrEqual(3);
    expect(long).toBeLessThanOrEqual(5);
    expect(pages.filter((n) => n === 600)).toHaveLength(1);
  });

  test('stores a cover for every ebook and video and a PDF in the bucket its price calls for', () => {
    const files = new Map(plan.files.map((file) => [`${file.bucket}/${file.name}`, file]));
    for (const row of plan.ebooks) {
      expect(files.get(`covers/${row.Images}`)?.mimetype).toBe('image/svg+xml');
      const pdf = files.get(`${ebookBucket(row.Premium)}/${row.ContentURL}`);
      expect(pdf?.mimetype).toBe('application/pdf');
      expect(pdf?.source.kind === 'pdf' && pdf.source.book.pages).toBe(row.ContentLength);
    }
    for (const video of plan.videos) expect(files.get(`covers/${video.Images}`)?.mimetype).toBe('image/svg+xml');
  });

  test('has the reader samples: the 600-page ebook and one free password-protected ebook of a home row', () => {
    const { longest, passwordProtected } = readerSampleEbooks(buildEbooks());
    const byId = new Map(plan.ebooks.map((row) => [row.ID, row]));
    expect(byId.get(longest)?.ContentLength).toBe(600);
    const locked = byId.get(passwordProtected)!;
    expect(locked).toMatchObject({ Premium: false, Regular_Price: 0 });
    expect(categories.get(locked.Categories)).toBeLessThanOrEqual(12);
    expect(locked.Short_Description).toContain('password "mentoria"');
    const pdfs = plan.files.filter((file) => file.source.kind === 'pdf' && file.source.book.password !== undefined);
    expect(pdfs.map((file) => `${file.bucket}/${file.name}`)).toEqual([`ebooks-free/${locked.ContentURL}`]);
  });

  test('the README names the reader samples by their ids and gives the password', () => {
    const readme = readFileSync(join(projectRoot(), 'README.md'), 'utf8');
    const { longest, passwordProtected } = readerSampleEbooks(buildEbooks());
    const byId = new Map(plan.ebooks.map((row) => [row.ID, row]));
    expect(readme).toContain(`**${byId.get(longest)!.Name}** (\`/ebookcontent?id=${longest}\`)`);
    expect(readme).toContain(`**${byId.get(passwordProtected)!.Name}** (\`/ebookcontent?id=${passwordProtected}\`)`);
    expect(readme).toContain('password **`mentoria`**');
  });

  test('has at least 80 videos across at least 20 categories, each with 3 to 8 lessons', () => {
    expect(plan.videos.length).toBeGreaterThanOrEqual(80);
    expect(new Set(plan.videos.map((video) => video.Categories)).size).toBeGreaterThanOrEqual(20);
    for (const video of plan.videos) {
      expect(categories.has(video.Categories)).toBe(true);
      expect(video.Lessons).toBeGreaterThanOrEqual(3);
      expect(video.Lessons).toBeLessThanOrEqual(8);
      expect(plan.lessons.filter((lesson) => lesson.course_id === video.ID)).toHaveLength(video.Lessons);
    }
  });

  test('a premium course has a price, a free one costs nothing', () => {
    for (const video of plan.videos) expect(video.Price > 0).toBe(video.Premium);
  });

  test("a video's thumbnail counts its lessons in the card's words: 12 lessons, 1 lesson", () => {
    expect(lessonsFootnote(12)).toBe('12 lessons');
    expect(lessonsFootnote(1)).toBe('1 lesson');
  });

  test('has the demo reader, owning two free ebooks, one premium one at its price and the reader samples, with three favourites', () => {
    const demo = plan.users.find((user) => user.email === DEMO_ACCOUNT.email)!;
    expect(demo).toMatchObject({
      id: DEMO_USER_ID,
      password: DEMO_ACCOUNT.password,
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
      raw_user_meta_data: { first_name: 'Demo', last_name: 'Reader', full_name: 'Demo Reader', email_verified: true },
      identity_data: { sub: DEMO_USER_ID, email: DEMO_ACCOUNT.email, email_verified: true, phone_verified: false },
    });
    const byId = new Map(plan.ebooks.map((row) => [row.ID, row]));
    const owned = plan.orders
      .filter((order) => order.user_id === DEMO_USER_ID)
      .map((order) => ({ order, row: byId.get(order.product_id)! }));
    const { longest, passwordProtected } = readerSampleEbooks(buildEbooks());
    const samples = new Set([longest, passwordProtected]);
    const everyday = owned.filter(({ row }) => !samples.has(row.ID));
    expect(everyday.filter(({ row }) => !row.Premium)).toHaveLength(2);
    expect(everyday.filter(({ row }) => row.Premium)).toHaveLength(1);
    expect(owned.map(({ row }) => row.ID)).toEqual(expect.arrayContaining([longest, passwordProtected]));
    expect(owned).toHaveLength(5);
    for (const { order, row } of owned) expect(order.amount).toBe(price(row));
    const favourites = plan.favorites.filter((favourite) => favourite.user_id === DEMO_USER_ID);
    expect(new Set(favourites.map((favourite) => favourite.product_id)).size).toBe(3);
    for (const { product_id } of [...plan.orders, ...favourites]) {
      const position = categories.get(byId.get(product_id)!.Categories)!;
      expect(position).toBeLessThanOrEqual(12);
    }
  });

  test('has several other readers who wrote varied reviews, after the ebook appeared', () => {
    const others = plan.users.filter((user) => user.id !== DEMO_USER_ID);
    expect(others.length).toBeGreaterThanOrEqual(4);
    for (const user of others) expect(user.email).toMatch(/^[a-z]+\.[a-z]+@mentoria\.test$/);
    const authors = new Set(plan.reviews.map((review) => review.user_id));
    for (const user of others) expect(authors.has(user.id)).toBe(true);
    expect(new Set(plan.reviews.map((review) => review.content)).size).toBeGreaterThan(20);
    const byId = new Map(plan.ebooks.map((row) => [row.ID, row]));
    for (const review of plan.reviews) {
      expect(Date.parse(review.created_at)).toBeGreaterThanOrEqual(Date.parse(byId.get(review.product_id)!.created_at));
    }
    expect(new Set(plan.users.map((user) => user.id)).size).toBe(plan.users.length);
  });

  test('gives every reviewer at most one review of a book, as the database requires', () => {
    const pairs = plan.reviews.map((review) => `${review.user_id} ${review.product_id}`);
    expect(pairs.length).toBeGreaterThan(20);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});
