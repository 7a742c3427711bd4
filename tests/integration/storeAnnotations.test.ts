/**
 * Highlights, notes and bookmarks through the app's real store against the real backend
 * (docs/product.md#the-reader-is-a-study-tool): one made offline waits on the device and reaches the server once
 * the network is back; one the server refuses for good stays on the device and the reader is told; a newer edit
 * from another device replaces the device's copy when the book's notes are asked for again.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { selectLearnerStateRestored } from '../../src/app/hooks';
import type { AppStore } from '../../src/app/store';
import type { Highlight } from '../../src/features/annotations/annotations';
import { annotationsApi } from '../../src/features/annotations/annotationsApi';
import {
  annotationChanged,
  annotationsFlushRequested,
  selectAnnotations,
} from '../../src/features/annotations/annotationsSlice';
import { DEMO_ACCOUNT } from '../../server/src/seed/people';
import type { TestBackend } from '../support/backendHarness';
import { networkGate, signIn, startDataBackend, storePerTest, until } from '../support/storeHarness';

const network = networkGate();
const session = storePerTest();
const appStore = (): AppStore => session().store;

let t: TestBackend;
let service: SupabaseClient;
let otherDevice: SupabaseClient;
let userId: string;
let bookId: number;

beforeAll(async () => {
  t = await startDataBackend();
  service = t.serviceClient();
  otherDevice = await t.signedInClient(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const { data } = await service.from('MentoriaDatabase').select('ID').order('ID').limit(1).single();
  bookId = Number((data as { ID: number }).ID);
});
afterAll(() => t.stop());

beforeEach(async () => {
  network.offline = false;
  userId = await signIn(appStore(), DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await until(appStore(), selectLearnerStateRestored);
});
afterEach(() => {
  network.offline = false;
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function highlight(changes: Partial<Highlight> = {}): Highlight {
  return {
    id: randomUUID(),
    productId: bookId,
    kind: 'highlight',
    page: 2,
    start: 0,
    end: 9,
    text: 'a passage',
    colour: 'yellow',
    note: '',
    createdAt: minutesAgo(5),
    updatedAt: minutesAgo(5),
    deletedAt: null,
    ...changes,
  };
}

const serverNote = async (id: string) =>
  ((await service.from('book_annotations').select('note').eq('id', id).maybeSingle()).data as { note: string } | null)
    ?.note ?? null;

test('a highlight made offline waits on the device, and reaches the server once the network is back', async () => {
  network.offline = true;
  const made = highlight({ note: 'written on the train' });
  appStore().dispatch(annotationChanged({ userId, annotation: made }));
  appStore().dispatch(annotationsFlushRequested());
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(selectAnnotations(appStore().getState()).unsent).toEqual([made.id]);
  expect(await serverNote(made.id)).toBeNull();

  network.offline = false;
  appStore().dispatch(annotationsFlushRequested());
  await until(appStore(), (state) => selectAnnotations(state).unsent.length === 0);
  expect(await serverNote(made.id)).toBe('written on the train');
});

test('a change the server refuses for good stays on the device, and the reader is told', async () => {
  const tooLong = highlight({ note: 'n'.repeat(5001) });
  appStore().dispatch(annotationChanged({ userId, annotation: tooLong }));
  appStore().dispatch(annotationsFlushRequested());
  await until(appStore(), (state) => selectAnnotations(state).refused.includes(tooLong.id));
  expect(selectAnnotations(appStore().getState()).byId[tooLong.id]).toEqual(tooLong);
  expect(
    appStore()
      .getState()
      .toasts.items.map((toast) => toast.message),
  ).toContainEqual(expect.stringContaining('kept on this device'));
});

test('a newer edit from another device replaces this device’s copy when the book’s notes are asked for again', async () => {
  const made = highlight({ note: 'first thoughts' });
  appStore().dispatch(annotationChanged({ userId, annotation: made }));
  appStore().dispatch(annotationsFlushRequested());
  await until(appStore(), (state) => selectAnnotations(state).unsent.length === 0);

  const { error } = await otherDevice.rpc('save_book_annotation', {
    id: made.id,
    product_id: bookId,
    kind: 'highlight',
    page: 2,
    start_offset: 0,
    end_offset: 9,
    quoted_text: 'a passage',
    note: 'second thoughts, on the laptop',
    colour: 'blue',
    created_at: made.createdAt,
    updated_at: minutesAgo(1),
  });
  expect(error).toBeNull();
  await appStore().dispatch(annotationsApi.endpoints.getBookAnnotations.initiate(bookId, { forceRefetch: true }));
  expect(selectAnnotations(appStore().getState()).byId[made.id]).toMatchObject({
    note: 'second thoughts, on the laptop',
    colour: 'blue',
  });
});
