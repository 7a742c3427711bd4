import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchOwnRowsWithProducts } from '../products/fetchOwnRowsWithProducts';
import { demoReader, ebook, signedInAuth, visitorAuth, withProducts } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SERVER_POSITION_WAIT_MS } from '../../config/constants';
import { useReadingProgress } from './useReadingProgress';

// The server, as the hook's look-ups reach it: the reader is signed in, and each test says what it holds.
jest.mock('../../lib/sessionUserId', () => ({ sessionUserId: () => Promise.resolve('u1') }));
jest.mock('../products/fetchOwnRowsWithProducts', () => ({ fetchOwnRowsWithProducts: jest.fn() }));
const serverRows = jest.mocked(fetchOwnRowsWithProducts);

/**
 * What the server holds for book 7: a position turned on another device, or nothing (or no answer at all);
 * `answersAfterMs` makes it slow.
 */
function serverHolds(
  position: { page: number; turnedAt: string; device?: string } | null | 'unreachable',
  { answersAfterMs = 0 } = {},
) {
  serverRows.mockImplementation(async () => {
    if (answersAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, answersAfterMs));
    if (position === 'unreachable') return { error: { status: 0, code: 'network', message: 'Failed to fetch' } };
    if (position === null) return { data: [] };
    const row = {
      id: 1,
      user_id: 'u1',
      product_id: 7,
      page: position.page,
      page_count: 10,
      furthest_page: position.page,
      device: position.device ?? 'Safari on iPhone',
      turned_at: position.turnedAt,
      created_at: position.turnedAt,
      updated_at: position.turnedAt,
    };
    return { data: [row] } as unknown as Awaited<ReturnType<typeof fetchOwnRowsWithProducts>>;
  });
}

beforeEach(() => serverHolds(null));

/** The reader's use of the hook, reduced to what these tests look at. */
function TinyReader({ productId, pageCount }: { productId: number; pageCount: number | null }) {
  const { initialPage, pageShown, remoteAhead, acceptRemote, dismissRemote } = useReadingProgress(productId, pageCount);
  return (
    <>
      <p>{initialPage === undefined ? 'Looking up the page…' : `Starts at page ${initialPage}`}</p>
      {remoteAhead && <p>{`Offered: page ${remoteAhead.page} from ${remoteAhead.device}`}</p>}
      {remoteAhead && <button onClick={() => pageShown(acceptRemote())}>Go there</button>}
      {remoteAhead && <button onClick={dismissRemote}>Stay here</button>}
      {initialPage !== undefined && <button onClick={() => pageShown(initialPage)}>Show the first page</button>}
      <button onClick={() => pageShown(6)}>Show page 6</button>
    </>
  );
}

/** Lets the server's answer land inside act, as a user would wait for it. */
const answerArrives = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const signedIn = signedInAuth(demoReader);
const visitor = visitorAuth;

/** A position of book 7; `shownHere` is the page this device itself last showed (and when), if it did. */
const storedAt = (
  page: number,
  {
    device = 'Chrome on Linux',
    turnedAt = '2026-11-22T10:00:00.000Z',
    shownHere = undefined as { page: number; turnedAt: string } | undefined,
  } = {},
) => ({
  userId: demoReader.id,
  positions: {
    '7': { productId: 7, page, pageCount: 10, furthestPage: page, device, turnedAt, book: null },
  },
  shownHere: { '7': shownHere ?? { page, turnedAt } },
  unsent: [],
});

test('online, a book opens at the newest position known: the server’s, turned later on another device', async () => {
  serverHolds({ page: 10, turnedAt: '2026-11-22T12:00:00.000Z' });
  renderWithProviders(<TinyReader productId={7} pageCount={10} />, {
    preloadedState: { auth: signedIn, readingProgress: storedAt(3) },
  });
  expect(screen.getByText('Looking up the page…')).toBeInTheDocument();
  expect(await screen.findByText('Starts at page 10')).toBeInTheDocument();
  expect(screen.queryByText(/^Offered/)).not.toBeInTheDocument();
});

test("online, this device's own page wins when it was turned later than the server's", async () => {
  serverHolds({ page: 8, turnedAt: '2026-11-22T09:00:00.000Z' });
  renderWithProviders(<TinyReader productId={7} pageCount={10} />, {
    preloadedState: { auth: signedIn, readingProgress: storedAt(4) },
  });
  expect(await screen.findByText('Starts at page 4')).toBeInTheDocument();
  await answerArrives();
  expect(screen.queryByText(/^Offered/)).not.toBeInTheDocument();
});

test('a server that cannot be reached leaves the page this device knows', async () => {
  serverHolds('unreachable');
  renderWithProviders(<TinyReader productId={7} pageCount={10} />, {
    preloadedState: { auth: signedIn, readingProgress: storedAt(4) },
  });
  expect(await screen.findByText('Starts at page 4')).toBeInTheDocument();
});

test('a server slower than the wait: the book opens where this device says, and the server’s page, newer and further on, is offered', async () => {
  jest.useFakeTimers();
  try {
    serverHolds({ page: 8, turnedAt: '2026-11-22T12:00:00.000Z' }, { answersAfterMs: SERVER_POSITION_WAIT_MS + 1000 });
    renderWithProviders(<TinyReader productId={7} pageCount={10} />, {
      preloadedState: { auth: signedIn, readingProgress: storedAt(3) },
    });
    await act(() => jest.advanceTimersByTimeAsync(SERVER_POSITION_WAIT_MS - 1));
    expect(screen.getByText('Looking up the page…')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Starts at page 3')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Starts at page 3')).toBeInTheDocument();
    expect(screen.getByText('Offered: page 8 from Safari on iPhone')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

describe('offline', () => {
  let onLine: jest.SpyInstance;
  beforeEach(() => {
    onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => onLine.mockRestore());

  test('a book opens at once at the newest position this device holds', () => {
    renderWithProviders(<TinyReader productId={7} pageCount={10} />, {
      preloadedState: {
        auth: signedIn,
        readingProgress: storedAt(8, {
          turnedAt: '2026-11-22T11:00:00.000Z',
          shownHere: { page: 3, turnedAt: '2026-11-22T10:00:00.000Z' },
        }),
      },
    });
    expect(screen.getByText('Starts at page 8')).toBeInTheDocument();
  });

  test('a book never opened starts at page 1', () => {
    renderWithProviders(<TinyReader productId={7} pageCount={10} />, { preloadedState: { auth: signedIn } });
    expect(screen.getByText('Starts at page 1')).toBeInTheDocument();
  });
});

test('a stored page beyond the book’s pages opens at its last page', async () => {
  renderWithProviders(<TinyReader productId={7} pageCount={3} />, {
    preloadedState: { auth: signedIn, readingProgress: storedAt(9) },
  });
  expect(await screen.findByText('Starts at page 3')).toBeInTheDocument();
});

test('a visitor starts at page 1 at once', () => {
  renderWithProviders(<TinyReader productId={7} pageCount={10} />, { preloadedState: { auth: visitor } });
  expect(screen.getByText('Starts at page 1')).toBeInTheDocument();
});

test('a book never opened anywhere starts at page 1 once the server says so', async () => {
  renderWithProviders(<TinyReader productId={7} pageCount={10} />, { preloadedState: { auth: signedIn } });
  expect(screen.getByText('Looking up the page…')).toBeInTheDocument();
  expect(await screen.findByText('Starts at page 1')).toBeInTheDocument();
});

test('a page shown is stored at once with a snapshot of the book, so Home can show it offline', async () => {
  const { store } = renderWithProviders(<TinyReader productId={7} pageCount={10} />, {
    preloadedState: { auth: signedIn, readingProgress: storedAt(4), ...withProducts(ebook(7, { name: 'SEO Basics' })) },
  });
  await answerArrives();
  await userEvent.click(screen.getByRole('button', { name: 'Show page 6' }));
  expect(store.getState().readingProgress.positions['7']).toMatchObject({
    page: 6,
    pageCount: 10,
    book: { name: 'SEO Basics', image: 'https://covers.test/7.png' },
  });
  expect(store.getState().readingProgress.unsent).toEqual([7]);
});

test('nothing is recorded for a visitor', async () => {
  const { store } = renderWithProviders(<TinyReader productId={7} pageCount={10} />, {
    preloadedState: { auth: visitor },
  });
  await act(async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Show page 6' }));
  });
  expect(store.getState().readingProgress.positions).toEqual({});
});

/** The reader comes back to the tab: the hook asks the server again. */
async function comeBack() {
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('while the book is open, another device goes further', () => {
  const opened = async (pageCount = 10) => {
    const rendered = renderWithProviders(<TinyReader productId={7} pageCount={pageCount} />, {
      preloadedState: { auth: signedIn, readingProgress: storedAt(3) },
    });
    expect(await screen.findByText('Starts at page 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the first page' }));
    return rendered;
  };
  const later = '2099-01-01T00:00:00.000Z';

  test('coming back to the tab, the reader is offered its page, not moved there', async () => {
    await opened();
    serverHolds({ page: 8, turnedAt: later });
    await comeBack();
    expect(screen.getByText('Offered: page 8 from Safari on iPhone')).toBeInTheDocument();
  });

  test('a newer position behind the page on screen is not offered', async () => {
    await opened();
    serverHolds({ page: 2, turnedAt: later });
    await comeBack();
    expect(screen.queryByText(/^Offered/)).not.toBeInTheDocument();
  });

  test('going there shows that page, and keeps the other device’s position as it is', async () => {
    const { store } = await opened();
    serverHolds({ page: 8, turnedAt: later });
    await comeBack();
    await userEvent.click(screen.getByRole('button', { name: 'Go there' }));
    expect(screen.queryByText(/^Offered/)).not.toBeInTheDocument();
    expect(store.getState().readingProgress.shownHere['7']?.page).toBe(8);
  });

  test('staying makes the page open here the newest position, to be saved', async () => {
    const { store } = await opened();
    serverHolds({ page: 8, turnedAt: '2026-11-22T11:00:00.000Z' });
    await comeBack();
    await userEvent.click(screen.getByRole('button', { name: 'Stay here' }));
    expect(screen.queryByText(/^Offered/)).not.toBeInTheDocument();
    const position = store.getState().readingProgress.positions['7'];
    expect(position?.page).toBe(3);
    expect(Date.parse(position!.turnedAt)).toBeGreaterThan(Date.parse('2026-11-22T11:00:00.000Z'));
    expect(store.getState().readingProgress.unsent).toContain(7);
  });

  test('an edition with more pages: the offer names this copy’s last page, and none once it is on screen', async () => {
    await opened(6);
    serverHolds({ page: 500, turnedAt: later });
    await comeBack();
    expect(screen.getByText('Offered: page 6 from Safari on iPhone')).toBeInTheDocument();
    expect(screen.queryByText(/page 500/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show page 6' }));
    expect(screen.queryByText(/^Offered/)).not.toBeInTheDocument();
  });

  test('nothing is offered before the book’s page count is known', async () => {
    renderWithProviders(<TinyReader productId={7} pageCount={null} />, {
      preloadedState: { auth: signedIn, readingProgress: storedAt(3) },
    });
    await answerArrives();
    serverHolds({ page: 8, turnedAt: later });
    await comeBack();
    expect(screen.queryByText(/^Offered/)).not.toBeInTheDocument();
  });
});
