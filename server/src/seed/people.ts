/**
 * The seeded accounts and what they did: the demo reader, with their orders
 * and favourites, and a handful of readers who wrote reviews.
 * Users follow the contract shared with the auth service (auth.users plus one
 * email identity); passwords stay in plain text here and are hashed by the
 * database (extensions.crypt with a bcrypt salt) when the plan is loaded.
 */
import { daysBefore, readerSampleEbooks, REFERENCE_DATE, SEED, type CatalogueEbook } from './catalogue';
import { reviewText } from './prose';
import { Random } from './random';
import { TOPICS } from './vocabulary';

/** A seeded account: how to sign in as it, and the name it carries. */
export interface SeedAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * The demo reader, whom the README invites anyone to sign in as: the one place
 * its address and password are written, for the seed and for every test,
 * benchmark and script that signs in as it.
 */
export const DEMO_ACCOUNT: SeedAccount = {
  email: 'demo@mentoria.test',
  password: 'mentoria-demo',
  firstName: 'Demo',
  lastName: 'Reader',
};

/** The one password of every seeded reviewer, documented so anyone can sign in as them. */
export const READER_PASSWORD = 'mentoria-reader';

/** The seeded reviewers, who sign in as firstname.lastname@mentoria.test with READER_PASSWORD. */
export const REVIEWER_ACCOUNTS: readonly SeedAccount[] = [
  ['Amelia', 'Hart'],
  ['Jonas', 'Becker'],
  ['Priya', 'Natarajan'],
  ['Lucas', 'Moreau'],
  ['Sofia', 'Alvarez'],
].map(([firstName, lastName]) => ({
  email: `${firstName}.${lastName}@mentoria.test`.toLowerCase(),
  password: READER_PASSWORD,
  firstName: firstName!,
  lastName: lastName!,
}));

export interface SeedUser {
  id: string;
  email: string;
  password: string;
  created_at: string;
  raw_app_meta_data: { provider: 'email'; providers: ['email'] };
  raw_user_meta_data: { first_name: string; last_name: string; full_name: string; email_verified: true };
  identity_data: {
    sub: string;
    email: string;
    email_verified: true;
    phone_verified: false;
    first_name: string;
    last_name: string;
    full_name: string;
  };
}

export interface OrderRow {
  user_id: string;
  product_id: number;
  amount: number;
  created_at: string;
}

export interface FavoriteRow {
  user_id: string;
  product_id: number;
  created_at: string;
}

export interface ReviewRow {
  product_id: number;
  content: string;
  user_id: string;
  created_at: string;
}

export function seedUser(id: string, account: SeedAccount, createdAt: string): SeedUser {
  const { email, password, firstName, lastName } = account;
  const fullName = `${firstName} ${lastName}`;
  return {
    id,
    email,
    password,
    created_at: createdAt,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: { first_name: firstName, last_name: lastName, full_name: fullName, email_verified: true },
    identity_data: {
      sub: id,
      email,
      email_verified: true,
      phone_verified: false,
      first_name: firstName,
      last_name: lastName,
      full_name: fullName,
    },
  };
}

export const DEMO_USER_ID = '5eed0000-0000-4000-8000-000000000001';

export function buildUsers(): SeedUser[] {
  const random = new Random(SEED).fork('users');
  const demo = seedUser(DEMO_USER_ID, DEMO_ACCOUNT, daysBefore(430, random));
  const reviewers = REVIEWER_ACCOUNTS.map((account, i) =>
    seedUser(`5eed0000-0000-4000-8000-${String(i + 2).padStart(12, '0')}`, account, daysBefore(440 - i * 7, random)),
  );
  return [demo, ...reviewers];
}

/** A moment between `after` and the reference date, so nothing is ordered or reviewed before it exists. */
function momentAfter(after: string, random: Random): string {
  const start = Date.parse(after);
  const span = REFERENCE_DATE.getTime() - start;
  return new Date(start + Math.floor(random.next() * span)).toISOString();
}

const effectivePrice = (ebook: CatalogueEbook) => {
  const sale = ebook.row['Sale Price'];
  return sale !== null && sale < ebook.row.Regular_Price ? sale : ebook.row.Regular_Price;
};

function firstIn(ebooks: readonly CatalogueEbook[], category: string, premium: boolean): CatalogueEbook {
  const found = ebooks.find((ebook) => ebook.row.Categories === category && ebook.row.Premium === premium);
  if (!found) throw new Error(`No ${premium ? 'premium' : 'free'} ebook in ${category}`);
  return found;
}

/**
 * The demo reader owns the first free ebooks of the first two categories and
 * the first premium ebook of the first one, and favours three ebooks of the
 * next categories: all on the first home rows, so a demo shows them at once.
 * They also own the reader's two samples, the 600-page ebook and the
 * password-protected one, ordered last, so the library lists them first.
 */
export function buildDemoLibrary(ebooks: readonly CatalogueEbook[]): { orders: OrderRow[]; favorites: FavoriteRow[] } {
  const random = new Random(SEED).fork('demo library');
  const [first, second, third, fourth] = TOPICS.map((topic) => topic.category);
  const owned = [firstIn(ebooks, first!, false), firstIn(ebooks, second!, false), firstIn(ebooks, first!, true)];
  const liked = [firstIn(ebooks, second!, true), firstIn(ebooks, third!, false), firstIn(ebooks, fourth!, true)];
  const orders = owned.map((ebook) => ({
    user_id: DEMO_USER_ID,
    product_id: ebook.row.ID,
    amount: effectivePrice(ebook),
    created_at: momentAfter(ebook.row.created_at, random),
  }));
  const favorites = liked.map((ebook) => ({
    user_id: DEMO_USER_ID,
    product_id: ebook.row.ID,
    created_at: momentAfter(ebook.row.created_at, random),
  }));
  const { longest, passwordProtected } = readerSampleEbooks(ebooks);
  const alreadyOwned = new Set(orders.map((order) => order.product_id));
  const samples = [longest, passwordProtected]
    .filter((id) => !alreadyOwned.has(id))
    .map((id, i) => {
      const ebook = ebooks.find(({ row }) => row.ID === id)!;
      return {
        user_id: DEMO_USER_ID,
        product_id: id,
        amount: effectivePrice(ebook),
        // Hours before the reference date, without a draw from `random`: the rows above stay as they were.
        created_at: new Date(REFERENCE_DATE.getTime() - (2 - i) * 60 * 60_000).toISOString(),
      };
    });
  return { orders: [...orders, ...samples], favorites };
}

/** Reviews by the reviewers: most ebooks of the leading categories get one to three, a few others one. */
export function buildReviews(ebooks: readonly CatalogueEbook[], users: readonly SeedUser[]): ReviewRow[] {
  const random = new Random(SEED).fork('reviews');
  const reviewers = users.filter((user) => user.id !== DEMO_USER_ID);
  const leading = new Set(TOPICS.slice(0, 12).map((topic) => topic.category));
  const reviews: ReviewRow[] = [];
  for (const ebook of ebooks) {
    const count = leading.has(ebook.row.Categories) ? random.int(0, 3) : random.chance(0.15) ? 1 : 0;
    const topic = TOPICS.find((candidate) => candidate.category === ebook.row.Categories)!;
    for (const reviewer of random.sample(reviewers, count)) {
      const context = {
        subject: topic.subject,
        theme: random.pick(topic.themes),
        audience: random.pick(topic.audiences),
        outcome: random.pick(topic.outcomes),
      };
      reviews.push({
        product_id: ebook.row.ID,
        content: reviewText(context, random),
        user_id: reviewer.id,
        created_at: momentAfter(ebook.row.created_at, random),
      });
    }
  }
  return reviews.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.product_id - b.product_id);
}
