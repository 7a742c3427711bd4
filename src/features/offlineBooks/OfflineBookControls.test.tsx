import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoReader, ebook, signedInAuth, withProducts } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { sessionChanged, signOutStarted } from '../auth/authSlice';
import { OfflineBookControls } from './OfflineBookControls';
import { OfflineStorageFullError } from '../../lib/offlineFiles';
import { OFFLINE_COPY_LABELS } from '../../shared/ui/OfflineCopy';
import { removeOfflineBookFile, saveBookFile } from './offlineBookFiles';

// The signed link comes at once; the file itself is what these tests control.
jest.mock('../storage/storageApi', () => ({
  storageApi: {
    endpoints: {
      getSignedEbookUrl: {
        initiate: () => () => ({ unwrap: () => Promise.resolve({ url: 'http://files.test/signed/5.pdf' }) }),
      },
    },
  },
}));
jest.mock('./offlineBookFiles', () => ({
  ...jest.requireActual<object>('./offlineBookFiles'),
  saveBookFile: jest.fn(),
  removeOfflineBookFile: jest.fn(() => Promise.resolve()),
}));
jest.mock('../../lib/offlineFiles', () => ({
  ...jest.requireActual<object>('../../lib/offlineFiles'),
  askForPersistentStorage: jest.fn(() => Promise.resolve()),
}));

const save = jest.mocked(saveBookFile);
const remove = jest.mocked(removeOfflineBookFile);

const signedIn = signedInAuth(demoReader);
const premiumBook = ebook(5, { name: 'Growth Hacking', premium: true, contentPath: 'books/5.pdf' });

const renderControls = () =>
  renderWithProviders(<OfflineBookControls productId={5} />, {
    preloadedState: { auth: signedIn, ...withProducts(premiumBook) },
  });

const download = () =>
  userEvent.click(screen.getByRole('button', { name: 'Download Growth Hacking for offline reading' }));

afterEach(() => jest.clearAllMocks());

test('a device with no room left says so, and the book is not listed as available offline', async () => {
  save.mockRejectedValue(new OfflineStorageFullError('book'));
  const { store } = renderControls();
  await download();
  expect(store.getState().toasts.items).toEqual([
    expect.objectContaining({
      kind: 'danger',
      message: expect.stringMatching(/^There is not enough space on this device to save this book\./),
    }),
  ]);
  expect(screen.queryByText(OFFLINE_COPY_LABELS.available)).not.toBeInTheDocument();
  expect(store.getState().offlineBooks.byUser).toEqual({});
});

test('signing out while a book downloads stops it, and nothing of it stays on the device', async () => {
  let finish: (bytes: number) => void = () => undefined;
  let stopped: AbortSignal | undefined;
  save.mockImplementation(({ signal }) => {
    stopped = signal;
    return new Promise((resolve) => (finish = resolve));
  });
  const { store } = renderControls();
  await download();
  expect(screen.getByRole('progressbar', { name: 'Downloading Growth Hacking' })).toBeInTheDocument();

  // This device's Logout: the sign-out starts, then the session is gone.
  act(() => {
    store.dispatch(signOutStarted());
    store.dispatch(sessionChanged(null));
  });
  expect(stopped?.aborted).toBe(true);
  // The file was being stored when the sign-out came: it is stored, then taken away again.
  await act(async () => finish(2048));

  expect(store.getState().offlineBooks.byUser).toEqual({});
  expect(remove).toHaveBeenCalledWith(expect.objectContaining({ productId: 5, contentPath: 'books/5.pdf' }), false);
  expect(store.getState().toasts.items).toEqual([]);
});

test('a book shown on two cards downloads once, and both cards show its progress', async () => {
  let finish: (bytes: number) => void = () => undefined;
  save.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  const { store } = renderWithProviders(
    <>
      <OfflineBookControls productId={5} />
      <OfflineBookControls productId={5} />
    </>,
    { preloadedState: { auth: signedIn, ...withProducts(premiumBook) } },
  );
  const [purchasedCard] = screen.getAllByRole('button', { name: 'Download Growth Hacking for offline reading' });
  await userEvent.click(purchasedCard!);
  expect(screen.getAllByRole('progressbar', { name: 'Downloading Growth Hacking' })).toHaveLength(2);
  await act(async () => finish(2048));
  expect(save).toHaveBeenCalledTimes(1);
  expect(screen.getAllByText(OFFLINE_COPY_LABELS.available)).toHaveLength(2);
  expect(store.getState().offlineBooks.byUser[demoReader.id]).toHaveLength(1);
});

test('a library of many books not saved offline does not ask the browser for its storage use', () => {
  const estimate = jest.fn(() => Promise.resolve({ usage: 1, quota: 2 }));
  Object.defineProperty(navigator, 'storage', { value: { estimate }, configurable: true });
  const books = Array.from({ length: 50 }, (_, i) => ebook(100 + i));
  renderWithProviders(
    <>
      {books.map((book) => (
        <OfflineBookControls key={book.id} productId={book.id} />
      ))}
    </>,
    { preloadedState: { auth: signedIn, ...withProducts(...books) } },
  );
  expect(screen.getAllByRole('button', { name: /for offline reading$/ })).toHaveLength(50);
  expect(estimate).not.toHaveBeenCalled();
  Reflect.deleteProperty(navigator, 'storage');
});
