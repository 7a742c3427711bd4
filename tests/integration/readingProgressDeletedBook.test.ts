/**
 * A book taken out of the catalogue while a reader's position in it is still
 * on their device (read offline, or waiting for the debounced save): the
 * server refuses the position (404, the product does not exist), and the app
 * forgets it, so "Continue reading" does not offer for ever a book that can
 * no longer be opened.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppStore } from '../../src/app/store';
import { selectReadingPosition } from '../../src/features/readingProgress/readingProgressSelectors';
import {
  readingPageShown,
  readingProgressFlushRequested,
} from '../../src/features/readingProgress/readingProgressSlice';
import { supabase } from '../../src/lib/supabase';
import type { TestBackend } from '../support/backendHarness';
import { DEMO_ACCOUNT } from '../../server/src/seed/people';
import { signIn, startDataBackend, startStore, until, type TestStore } from '../support/storeHarness';

let t: TestBackend;
let service: SupabaseClient;
let session: TestStore;
let store: AppStore;

beforeAll(async () => {
  t = await startDataBackend();
  service = t.serviceClient();
  session = await startStore();
  store = session.store;
});
afterAll(async () => {
  await session.stop();
  await supabase().auth.signOut({ scope: 'local' });
  await t.stop();
});

/** A catalogue book of its own, so deleting it touches no one else's orders. */
async function aBookSoonRemoved(): Promise<number> {
  const { data: model, error } = await service.from('MentoriaDatabase').select('*').limit(1).single();
  if (error) throw new Error(error.message);
  // ID and Price are made by the database.
  const { ID: _id, Price: _price, ...columns } = model as Record<string, unknown>;
  const { data, error: insertError } = await service
    .from('MentoriaDatabase')
    .insert({ ...columns, Name: 'A Book Soon Removed' })
    .select('ID')
    .single();
  if (insertError) throw new Error(insertError.message);
  return (data as { ID: number }).ID;
}

test('a position in a book removed from the catalogue is forgotten once the server refuses it', async () => {
  const book = await aBookSoonRemoved();
  const userId = await signIn(store, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await until(store, (state) => state.readingProgress.userId === userId || state.readingProgress.userId === null);

  store.dispatch(
    readingPageShown({
      userId,
      position: {
        productId: book,
        page: 4,
        pageCount: 20,
        furthestPage: 4,
        device: 'Chrome on Linux',
        turnedAt: new Date().toISOString(),
        book: { name: 'A Book Soon Removed', image: null },
      },
    }),
  );
  expect(selectReadingPosition(store.getState(), book)?.page).toBe(4);

  // Taken out of the catalogue before the save goes.
  const removed = await service.from('MentoriaDatabase').delete().eq('ID', book);
  expect(removed.error).toBeNull();

  store.dispatch(readingProgressFlushRequested());
  await until(store, (state) => state.readingProgress.unsent.length === 0);
  expect(selectReadingPosition(store.getState(), book)).toBeUndefined();
  expect(store.getState().readingProgress.shownHere[String(book)]).toBeUndefined();
});
