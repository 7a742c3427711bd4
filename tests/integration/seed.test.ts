/**
 * What a fresh install shows: the seeded catalogue, files and demo reader, seen
 * through @supabase/supabase-js exactly as the app sees them.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { buildEbooks, readerSampleEbooks } from '../../server/src/seed/catalogue';
import { DEMO_ACCOUNT, REVIEWER_ACCOUNTS } from '../../server/src/seed/people';
import { startTestBackend, type TestBackend } from '../support/backendHarness';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.stop());

test('anyone reads at least 150 ebooks, with an exact count', async () => {
  const { data, count, error } = await t
    .anonClient()
    .from('MentoriaDatabase')
    .select('ID, Name, Categories, Premium, Price', { count: 'exact' })
    .order('ID')
    .limit(5);
  expect(error).toBeNull();
  expect(count).toBeGreaterThanOrEqual(150);
  expect(data).toHaveLength(5);
});

test('the first home rows each show a free and a premium ebook at 23 or less', async () => {
  const { data, error } = await t.anonClient().rpc('home_rows', { per_category: 10 });
  expect(error).toBeNull();
  const rows = data as { Categories: string; Premium: boolean; Price: number }[];
  const { data: categories } = await t
    .anonClient()
    .from('categories')
    .select('name')
    .gte('position', 1)
    .lte('position', 12);
  for (const { name } of categories as { name: string }[]) {
    const row = rows.filter((ebook) => ebook.Categories === name);
    expect(row.some((ebook) => !ebook.Premium && Number(ebook.Price) === 0)).toBe(true);
    expect(row.some((ebook) => ebook.Premium && Number(ebook.Price) > 0 && Number(ebook.Price) <= 23)).toBe(true);
  }
});

test('a cover is served as SVG from the public covers bucket URL', async () => {
  const { data: ebook } = await t.anonClient().from('MentoriaDatabase').select('Name, Images').eq('ID', 1).single();
  const { Name, Images } = ebook as { Name: string; Images: string };
  const { publicUrl } = t.anonClient().storage.from('covers').getPublicUrl(Images).data;
  const response = await fetch(publicUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  const svg = await response.text();
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).toContain(Name.split(' ')[0]);
});

test('the demo reader signs in as Demo Reader and sees their 5 orders (the reader samples too) and 3 favourites', async () => {
  const demo = await t.signedInClient(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const { data: userData } = await demo.auth.getUser();
  expect(userData.user?.user_metadata).toMatchObject({ first_name: 'Demo', last_name: 'Reader' });
  const orders = await demo.from('orders').select('product_id, amount, product:MentoriaDatabase(Premium, Price)');
  expect(orders.error).toBeNull();
  const owned = orders.data as unknown as {
    product_id: number;
    amount: number;
    product: { Premium: boolean; Price: number };
  }[];
  const { longest, passwordProtected } = readerSampleEbooks(buildEbooks());
  expect(owned.map((order) => Number(order.product_id))).toEqual(expect.arrayContaining([longest, passwordProtected]));
  expect(owned).toHaveLength(5);
  expect(owned.filter((order) => !order.product.Premium && Number(order.amount) === 0)).toHaveLength(4);
  const premium = owned.filter((order) => order.product.Premium);
  expect(premium).toHaveLength(1);
  expect(Number(premium[0]!.amount)).toBe(Number(premium[0]!.product.Price));
  const favourites = await demo.from('Favorites').select('product_id');
  expect(favourites.data).toHaveLength(3);
});

test('the demo reader can download the premium ebook they own, a PDF with as many pages as listed', async () => {
  const demo = await t.signedInClient(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const { data } = await demo.from('orders').select('product:MentoriaDatabase(Premium, ContentURL, ContentLength)');
  const owned = (
    data as unknown as { product: { Premium: boolean; ContentURL: string; ContentLength: number } }[]
  ).find((order) => order.product.Premium)!.product;
  const { data: file, error } = await demo.storage.from('ebooks-premium').download(owned.ContentURL);
  expect(error).toBeNull();
  const pdf = await PDFDocument.load(new Uint8Array(await file!.arrayBuffer()));
  expect(pdf.getPageCount()).toBe(owned.ContentLength);
});

test('the demo reader gets links to the reader samples; the protected one is an encrypted PDF', async () => {
  const demo = await t.signedInClient(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const { longest, passwordProtected } = readerSampleEbooks(buildEbooks());
  const { data, error } = await demo
    .from('MentoriaDatabase')
    .select('ID, Premium, ContentURL, ContentLength')
    .in('ID', [longest, passwordProtected]);
  expect(error).toBeNull();
  const samples = data as { ID: number; Premium: boolean; ContentURL: string; ContentLength: number }[];
  const files = new Map<number, Uint8Array>();
  for (const sample of samples) {
    const bucket = sample.Premium ? 'ebooks-premium' : 'ebooks-free';
    const signed = await demo.storage.from(bucket).createSignedUrl(sample.ContentURL, 3600);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    files.set(Number(sample.ID), new Uint8Array(await response.arrayBuffer()));
  }
  const longestPdf = await PDFDocument.load(files.get(longest)!);
  expect(longestPdf.getPageCount()).toBe(600);
  // The PDF library refuses an encrypted file unless told to ignore it (protectedPdf.test.ts opens it with pdf.js).
  await expect(PDFDocument.load(files.get(passwordProtected)!)).rejects.toThrow(/encrypted/i);
});

test('seeded reviewers sign in with the shared password, and their reviews carry their names', async () => {
  await t.signedInClient(REVIEWER_ACCOUNTS[0]!.email, REVIEWER_ACCOUNTS[0]!.password);
  const { data, error } = await t.anonClient().from('Reviews').select('content, user_info').limit(50);
  expect(error).toBeNull();
  const names = new Set((data as { user_info: { full_name: string } }[]).map((review) => review.user_info.full_name));
  expect(names.size).toBeGreaterThanOrEqual(3);
  expect(names.has('Demo Reader')).toBe(false);
});
