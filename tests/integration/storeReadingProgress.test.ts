/**
 * Reading progress through the app's real store against the real backend
 * (docs/product.md#reading-progress-follows-the-reader): a page shown is saved (debounced), an older position loses
 * to a newer one from another device, a position saved offline waits in the
 * queue until the network is back, another device further on is offered
 * rather than jumped to, and one user's positions never reach another.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppStore } from '../../src/app/store';
import { judgeRemotePosition, type ReadingPosition } from '../../src/features/readingProgress/readingProgress';
import { readingProgressApi } from '../../src/features/readingProgress/readingProgressApi';
import { selectReadingPosition } from '../../src/features/readingProgress/readingProgressSelectors';
import {
  readingPageShown,
  readingProgressFlushRequested,
} from '../../src/features/readingProgress/readingProgressSlice';
import { supabase } from '../../src/lib/supabase';
import type { TestBackend } from '../support/backendHarness';
import { DEMO_ACCOUNT } from '../../server/src/seed/people';
import { networkGate, signIn, startDataBackend, startStore, until, type TestStore } from '../support/storeHarness';

const network = networkGate();

let t: TestBackend;
let service: SupabaseClient;
let otherDevice: SupabaseClient;
let session: TestStore;
let store: AppStore;
let demoId: string;
let books: number[];

beforeAll(async () => {
  t = await startDataBackend();
  service = t.serviceClient();
  otherDevice = await t.signedInClient(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const { data } = await service.from('MentoriaDatabase').select('ID').order('ID').limit(6);
  books = (data ?? []).map((row: { ID: number }) => row.ID);
});
afterAll(() => t.stop());

beforeEach(async () => {
  network.offline = false;
  session = await startStore();
  store = session.store;
  demoId = await signIn(store, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
});
afterEach(async () => {
  network.offline = false;
  await session.stop();
  await supabase().auth.signOut({ scope: 'local' });
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function show(productId: number, page: number, turnedAt = new Date().toISOString()): ReadingPosition {
  const position: ReadingPosition = {
    productId,
    page,
    pageCount: 50,
    furthestPage: page,
    device: 'Chrome on Linux',
    turnedAt,
    book: { name: `Book ${productId}`, image: null },
  };
  store.dispatch(readingPageShown({ userId: demoId, position }));
  return position;
}

const serverRow = async (productId: number) => {
  const { data } = await service
    .from('reading_progress')
    .select('page, furthest_page, device, turned_at')
    .eq('user_id', demoId)
    .eq('product_id', productId)
    .maybeSingle();
  return data as { page: number; furthest_page: number; device: string; turned_at: string } | null;
};

const nothingQueued = () => until(store, (state) => state.readingProgress.unsent.length === 0);

test('a page shown is kept at once, and saved once the turns settle', async () => {
  const book = books[0]!;
  show(book, 3);
  show(book, 4);
  show(book, 5);
  // At once, before any request: the page is on the device (this is what reopens offline).
  expect(selectReadingPosition(store.getState(), book)?.page).toBe(5);
  expect(store.getState().readingProgress.unsent).toEqual([book]);
  expect(await serverRow(book)).toBeNull();

  await nothingQueued();
  expect(await serverRow(book)).toMatchObject({ page: 5, furthest_page: 5, device: 'Chrome on Linux' });
});

test('an older position from this device loses to a newer one from another device', async () => {
  const book = books[1]!;
  const newer = await otherDevice.rpc('save_reading_position', {
    product_id: book,
    page: 30,
    page_count: 50,
    turned_at: minutesAgo(1),
    device: 'Safari on iPhone',
  });
  expect(newer.error).toBeNull();

  // Read offline some time ago, sent only now.
  show(book, 12, minutesAgo(30));
  store.dispatch(readingProgressFlushRequested());
  await nothingQueued();

  expect(await serverRow(book)).toMatchObject({ page: 30, device: 'Safari on iPhone' });
  expect(selectReadingPosition(store.getState(), book)).toMatchObject({ page: 30, device: 'Safari on iPhone' });
});

test('a position saved offline waits in the queue and goes out when the network is back', async () => {
  const book = books[2]!;
  network.offline = true;
  show(book, 7);
  store.dispatch(readingProgressFlushRequested());
  // Give the attempt time to fail; the position stays queued and on the device.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(store.getState().readingProgress.unsent).toEqual([book]);
  expect(selectReadingPosition(store.getState(), book)?.page).toBe(7);

  network.offline = false;
  store.dispatch(readingProgressFlushRequested());
  await nothingQueued();
  expect(await serverRow(book)).toMatchObject({ page: 7 });
});

test('another device further on is offered to the open reader, not jumped to', async () => {
  const book = books[3]!;
  show(book, 5, minutesAgo(10));
  await nothingQueued();
  const whatThisDeviceKnew = selectReadingPosition(store.getState(), book)!;

  await otherDevice.rpc('save_reading_position', {
    product_id: book,
    page: 42,
    page_count: 50,
    turned_at: minutesAgo(1),
    device: 'Chrome on Android',
  });
  const answer = await store
    .dispatch(readingProgressApi.endpoints.getReadingProgress.initiate(undefined, { forceRefetch: true }))
    .unwrap();
  const remote = answer.positions.find((position) => position.productId === book)!;
  expect(remote).toMatchObject({ page: 42, device: 'Chrome on Android', book: { name: expect.any(String) } });
  expect(judgeRemotePosition(whatThisDeviceKnew, remote, 5, Date.now())).toBe('ask');
  // The newer position is what the device now stores (Home's "Continue reading" shows it).
  expect(selectReadingPosition(store.getState(), book)?.page).toBe(42);
});

test('a clock far in the future does not pin a position: the server clamps it and a later turn wins', async () => {
  const book = books[4]!;
  show(book, 20, new Date(Date.now() + 365 * 24 * 3600_000).toISOString());
  await nothingQueued();
  const stored = await serverRow(book);
  expect(Date.parse(stored!.turned_at)).toBeLessThanOrEqual(Date.now());
  // The device took the server's clamped time, so its next honest turn is newer.
  expect(Date.parse(selectReadingPosition(store.getState(), book)!.turnedAt)).toBeLessThanOrEqual(Date.now());

  await new Promise((resolve) => setTimeout(resolve, 20));
  show(book, 21);
  await nothingQueued();
  expect(await serverRow(book)).toMatchObject({ page: 21 });
});

test('signing out drops the reader’s positions from the device (the next person sees none)', async () => {
  const book = books[5]!;
  show(book, 2);
  await nothingQueued();
  await supabase().auth.signOut({ scope: 'local' });
  await until(store, (state) => state.auth.status === 'signedOut');
  expect(store.getState().readingProgress.positions).toEqual({});
  expect(selectReadingPosition(store.getState(), book)).toBeUndefined();
});
