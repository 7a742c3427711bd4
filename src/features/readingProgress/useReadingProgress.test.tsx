import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoReader, ebook, signedInAuth, visitorAuth, withProducts } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { useReadingProgress } from './useReadingProgress';

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

/** Lets the server's answer (none: no backend here) land inside act, as a user would wait for it. */
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

test('a book read before on this device opens at its page at once, without waiting for the server', async () => {
  renderWithProviders(<TinyReader productId={7} pageCount={10} />, {
    preloadedState: { auth: signedIn, readingProgress: storedAt(4) },
  });
  expect(screen.getByText('Starts at page 4')).toBeInTheDocument();
  await answerArrives();
  expect(screen.getByText('Starts at page 4')).toBeInTheDocument();
});

test('a stored page beyond the book’s pages opens at its last page', async () => {
  renderWithProviders(<TinyReader productId={7} pageCount={3} />, {
    preloadedState: { auth: signedIn, readingProgress: storedAt(9) },
  });
  expect(screen.getByText('Starts at page 3')).toBeInTheDocument();
  await answerArrives();
});

test('a visitor starts at page 1 at once', () => {
  renderWithProviders(<TinyReader productId={7} pageCount={10} />, { preloadedState: { auth: visitor } });
  expect(screen.getByText('Starts at page 1')).toBeInTheDocument();
});

test('a book never opened here waits for the server, then starts at page 1 when it knows none', async () => {
  renderWithProviders(<TinyReader productId={7} pageCount={10} />, { preloadedState: { auth: signedIn } });
  expect(screen.getByText('Looking up the page…')).toBeInTheDocument();
  expect(await screen.findByText('Starts at page 1', {}, { timeout: 3000 })).toBeInTheDocument();
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

test('another device further on since this one last showed the book: it opens here, and the other page is offered', async () => {
  renderWithProviders(<TinyReader productId={7} pageCount={10} />, {
    preloadedState: {
      auth: signedIn,
      readingProgress: storedAt(8, {
        device: 'Safari on iPhone',
        turnedAt: '2026-11-22T11:00:00.000Z',
        shownHere: { page: 3, turnedAt: '2026-11-22T10:00:00.000Z' },
      }),
    },
  });
  expect(screen.getByText('Starts at page 3')).toBeInTheDocument();
  expect(screen.getByText('Offered: page 8 from Safari on iPhone')).toBeInTheDocument();
  await answerArrives();
});

test('another device’s newer position behind the page shown here is not offered', async () => {
  renderWithProviders(<TinyReader productId={7} pageCount={10} />, {
    preloadedState: {
      auth: signedIn,
      readingProgress: storedAt(2, {
        turnedAt: '2026-11-22T11:00:00.000Z',
        shownHere: { page: 6, turnedAt: '2026-11-22T10:00:00.000Z' },
      }),
    },
  });
  expect(screen.getByText('Starts at page 6')).toBeInTheDocument();
  expect(screen.queryByText(/^Offered/)).not.toBeInTheDocument();
  await answerArrives();
});

test('a book opened only on another device starts where it was left there, without a question', async () => {
  const fromElsewhere = { ...storedAt(5), shownHere: {} };
  renderWithProviders(<TinyReader productId={7} pageCount={10} />, {
    preloadedState: { auth: signedIn, readingProgress: fromElsewhere },
  });
  expect(screen.getByText('Starts at page 5')).toBeInTheDocument();
  expect(screen.queryByText(/^Offered/)).not.toBeInTheDocument();
  await answerArrives();
});

describe('answering the offer of another device’s page', () => {
  const offered = {
    auth: signedIn,
    readingProgress: storedAt(8, {
      turnedAt: '2026-11-22T11:00:00.000Z',
      shownHere: { page: 3, turnedAt: '2026-11-22T10:00:00.000Z' },
    }),
  };

  test('going there shows that page, and keeps the other device’s position as it is', async () => {
    const { store } = renderWithProviders(<TinyReader productId={7} pageCount={10} />, { preloadedState: offered });
    await userEvent.click(screen.getByRole('button', { name: 'Show the first page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go there' }));
    expect(screen.queryByText(/^Offered/)).not.toBeInTheDocument();
    expect(store.getState().readingProgress.positions['7']).toMatchObject({
      page: 8,
      turnedAt: '2026-11-22T11:00:00.000Z',
    });
    expect(store.getState().readingProgress.shownHere['7']?.page).toBe(8);
    await answerArrives();
  });

  test('staying makes the page open here the newest position, to be saved', async () => {
    const { store } = renderWithProviders(<TinyReader productId={7} pageCount={10} />, { preloadedState: offered });
    await userEvent.click(screen.getByRole('button', { name: 'Show the first page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stay here' }));
    expect(screen.queryByText(/^Offered/)).not.toBeInTheDocument();
    const position = store.getState().readingProgress.positions['7'];
    expect(position?.page).toBe(3);
    expect(Date.parse(position!.turnedAt)).toBeGreaterThan(Date.parse('2026-11-22T11:00:00.000Z'));
    expect(store.getState().readingProgress.unsent).toEqual([7]);
    await answerArrives();
  });
});

describe('another device read an edition with more pages than this copy', () => {
  const furtherInALongerEdition = (shownHerePage: number) => ({
    auth: signedIn,
    readingProgress: storedAt(500, {
      device: 'Safari on iPhone',
      turnedAt: '2026-11-22T11:00:00.000Z',
      shownHere: { page: shownHerePage, turnedAt: '2026-11-22T10:00:00.000Z' },
    }),
  });

  test('the offer names this copy’s last page, not a page it does not have', async () => {
    renderWithProviders(<TinyReader productId={7} pageCount={35} />, { preloadedState: furtherInALongerEdition(3) });
    expect(screen.getByText('Offered: page 35 from Safari on iPhone')).toBeInTheDocument();
    expect(screen.queryByText(/page 500/)).not.toBeInTheDocument();
    await answerArrives();
  });

  test('no offer while this copy’s last page is already on screen', async () => {
    renderWithProviders(<TinyReader productId={7} pageCount={35} />, { preloadedState: furtherInALongerEdition(35) });
    expect(screen.getByText('Starts at page 35')).toBeInTheDocument();
    expect(screen.queryByText(/^Offered/)).not.toBeInTheDocument();
    await answerArrives();
  });

  test('the offer goes once the reader has turned to the page it offers', async () => {
    renderWithProviders(<TinyReader productId={6} pageCount={6} />, {
      preloadedState: {
        auth: signedIn,
        readingProgress: {
          ...furtherInALongerEdition(2).readingProgress,
          positions: { '6': { ...furtherInALongerEdition(2).readingProgress.positions['7']!, productId: 6 } },
          shownHere: { '6': { page: 2, turnedAt: '2026-11-22T10:00:00.000Z' } },
        },
      },
    });
    expect(screen.getByText('Offered: page 6 from Safari on iPhone')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show page 6' }));
    expect(screen.queryByText(/^Offered/)).not.toBeInTheDocument();
    await answerArrives();
  });

  test('nothing is offered before the book’s page count is known', async () => {
    renderWithProviders(<TinyReader productId={7} pageCount={null} />, { preloadedState: furtherInALongerEdition(3) });
    expect(screen.queryByText(/^Offered/)).not.toBeInTheDocument();
    await answerArrives();
  });
});
