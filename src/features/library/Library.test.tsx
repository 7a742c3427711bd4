import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { sessionChanged } from '../auth/authSlice';
import { favouritesApi } from '../favourites/favouritesApi';
import { coursesApi } from '../courses/coursesApi';
import { ordersApi } from '../orders/ordersApi';
import { videosReceived } from '../videos/videosSlice';
import { productsReceived } from '../products/productsSlice';
import { createTestStore } from '../../testing/createTestStore';
import { demoReader, ebook } from '../../testing/fixtures';
import { Library } from './Library';

const ownedFree = ebook(1, { name: 'Owned Free Guide' });
const ownedPremium = ebook(2, { name: 'Owned Premium Playbook', premium: true, regularPrice: 23, price: 23 });
const likedPremium = ebook(3, { name: 'Wished-for Masterclass', premium: true, regularPrice: 23, price: 23 });
const likedFree = ebook(4, { name: 'Liked Free Notes' });

const course = (id: number, name: string) => ({
  id,
  name,
  category: 'SEO',
  premium: true,
  price: 39,
  image: null,
  shortDescription: null,
  lessons: 5,
  rating: 4.5,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const order = (productId: number) => ({ id: productId, productId, amount: 0, createdAt: '2026-01-01T00:00:00.000Z' });
const favourite = (itemId: number) => ({ id: itemId, itemId, createdAt: '2026-01-01T00:00:00.000Z' });

/**
 * The library of the signed-in demo reader, with their orders and favourites
 * already fetched (jsdom has no backend), at an address.
 */
async function renderLibrary(
  address: string,
  { orders = [2, 1], favourites = [3, 2, 4], courses = [9, 8], favouriteCourses = [] as number[] } = {},
) {
  const store = createTestStore();
  store.dispatch(
    videosReceived([
      course(8, 'First Course Bought'),
      course(9, 'Latest Course Bought'),
      course(7, 'Course Kept for Later'),
    ]),
  );
  await store.dispatch(
    coursesApi.util.upsertQueryData('getCourseOrders', undefined, {
      userId: demoReader.id,
      orders: courses.map((courseId) => ({
        id: courseId,
        courseId,
        amount: 39,
        createdAt: '2026-01-01T00:00:00.000Z',
      })),
    }),
  );
  store.dispatch(sessionChanged(demoReader));
  store.dispatch(productsReceived([ownedFree, ownedPremium, likedPremium, likedFree]));
  await store.dispatch(
    ordersApi.util.upsertQueryData('getOrders', undefined, { userId: demoReader.id, orders: orders.map(order) }),
  );
  await store.dispatch(
    favouritesApi.util.upsertQueryData('getFavourites', 'ebook', {
      userId: demoReader.id,
      favourites: favourites.map(favourite),
    }),
  );
  await store.dispatch(
    favouritesApi.util.upsertQueryData('getFavourites', 'course', {
      userId: demoReader.id,
      favourites: favouriteCourses.map(favourite),
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/mylibrary', element: <Library /> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: [address] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, shownPanel: () => screen.getByRole('tabpanel') };
}

const cardNames = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

test('the library opens on Purchased: the books the reader ordered, newest first, each to be read', async () => {
  const { shownPanel } = await renderLibrary('/mylibrary');
  expect(screen.getByRole('tablist', { name: 'Your library' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Purchased' })).toHaveAttribute('aria-selected', 'true');
  expect(shownPanel()).toHaveAccessibleName('Purchased');
  expect(cardNames(shownPanel())).toEqual(['Owned Premium Playbook', 'Owned Free Guide']);
  const premium = within(screen.getByRole('article', { name: 'Owned Premium Playbook' }));
  expect(premium.getByRole('link', { name: /^Read Book/ })).toHaveAttribute('href', '/ebookcontent?id=2');
});

test('?tab=favorites opens Favorites: owned books are read, a free one not got yet is got, a premium one bought', async () => {
  const { shownPanel } = await renderLibrary('/mylibrary?tab=favorites');
  expect(screen.getByRole('tab', { name: 'Favorites' })).toHaveAttribute('aria-selected', 'true');
  expect(cardNames(shownPanel())).toEqual(['Wished-for Masterclass', 'Owned Premium Playbook', 'Liked Free Notes']);
  const card = (name: string) => within(screen.getByRole('article', { name }));
  expect(card('Wished-for Masterclass').getByRole('link', { name: /^Buy Now 23\$/ })).toHaveAttribute(
    'href',
    '/checkout?id=3',
  );
  expect(card('Owned Premium Playbook').getByRole('link', { name: /^Read Book/ })).toHaveAttribute(
    'href',
    '/ebookcontent?id=2',
  );
  expect(card('Liked Free Notes').getByRole('button', { name: /^Get Ebook/ })).toBeInTheDocument();
  expect(card('Liked Free Notes').queryByRole('link', { name: /^Read Book/ })).not.toBeInTheDocument();
});

test('?tab=videos opens Videos: the courses the reader got or bought, newest first, Watch opening their lessons', async () => {
  const { shownPanel } = await renderLibrary('/mylibrary?tab=videos');
  expect(screen.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
  const names = within(shownPanel())
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
  expect(names).toEqual(['Latest Course Bought', 'First Course Bought']);
  expect(within(shownPanel()).getByRole('link', { name: 'Watch Latest Course Bought' })).toHaveAttribute(
    'href',
    '/watch?id=9',
  );
  expect(within(shownPanel()).getByRole('link', { name: 'Latest Course Bought' })).toHaveAttribute(
    'href',
    '/video?id=9',
  );
});

test('the Videos tab also holds the courses the learner favourited, after the ones they own, each once', async () => {
  const { shownPanel } = await renderLibrary('/mylibrary?tab=videos', { favouriteCourses: [7, 8] });
  expect(cardNames(shownPanel())).toEqual(['Latest Course Bought', 'First Course Bought', 'Course Kept for Later']);
  expect(within(shownPanel()).getByRole('button', { name: 'Favourite: Course Kept for Later' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a learner who only favourited a course finds it in the Videos tab', async () => {
  const { shownPanel } = await renderLibrary('/mylibrary?tab=videos', { courses: [], favouriteCourses: [7] });
  expect(cardNames(shownPanel())).toEqual(['Course Kept for Later']);
});

test('a reader with no courses sees the Videos tab say so, with the way to the videos', async () => {
  await renderLibrary('/mylibrary?tab=videos', { courses: [] });
  const panel = within(screen.getByRole('tabpanel'));
  expect(panel.getByRole('heading', { name: 'No Video Courses Yet' })).toBeInTheDocument();
  expect(panel.getByRole('link', { name: 'Browse Videos' })).toHaveAttribute('href', '/videos');
});

test('an unknown tab in the address opens Purchased', async () => {
  await renderLibrary('/mylibrary?tab=wishlist');
  expect(screen.getByRole('tab', { name: 'Purchased' })).toHaveAttribute('aria-selected', 'true');
});

test('choosing a tab, by click or arrow key, puts it in the address without adding to the history', async () => {
  const user = userEvent.setup();
  const { router, shownPanel } = await renderLibrary('/mylibrary');
  await user.click(screen.getByRole('tab', { name: 'Favorites' }));
  expect(router.state.location.search).toBe('?tab=favorites');
  expect(router.state.historyAction).toBe('REPLACE');
  expect(shownPanel()).toHaveAccessibleName('Favorites');

  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Purchased' })).toHaveFocus();
  expect(router.state.location.search).toBe('?tab=purchased');
  expect(cardNames(shownPanel())).toEqual(['Owned Premium Playbook', 'Owned Free Guide']);
});

test('a reader with no orders and no favourites sees the empty library on both tabs, with a way to browse', async () => {
  const user = userEvent.setup();
  await renderLibrary('/mylibrary', { orders: [], favourites: [] });
  for (const tab of ['Purchased', 'Favorites']) {
    await user.click(screen.getByRole('tab', { name: tab }));
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByRole('heading', { name: 'Your Library is Empty' })).toBeInTheDocument();
    expect(panel.getByText('Start exploring our collection of ebooks')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Browse Ebooks' })).toHaveAttribute('href', '/');
  }
});
