import { onePage, signedInAuth } from '../../testing/fixtures';
import { expect } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import type { RootState } from '../../app/store';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { Review } from './reviews';
import { reviewsApi } from './reviewsApi';
import { reviewsReceived } from './reviewsSlice';
import { ReviewList } from './ReviewList';

const review = (id: number, content: string, createdAt: string): Review => ({
  id,
  subject: { kind: 'ebook', id: 7 },
  content,
  userId: `u-${id}`,
  author: { name: 'Amelia Hart', email: null, avatarUrl: null },
  createdAt,
  editedAt: null,
});

const hostile = review(2, '<img src=x onerror=alert(1)> and <b>bold</b>', '2026-03-02T12:00:00.000Z');
const older = review(1, 'First line\nSecond line', '2026-03-01T12:00:00.000Z');

/**
 * Product 7's reviews list, once its first page has arrived, as getReviews
 * leaves it: the reviews in the reviews slice, their ids in the cached page.
 */
async function renderWithReviews(reviews: Review[], preloadedState?: Partial<RootState>) {
  const rendered = renderWithProviders(<p>Start</p>, {
    route: '/start',
    otherRoutes: { '/reviews': <ReviewList subject={{ kind: 'ebook', id: 7 }} /> },
    preloadedState,
  });
  rendered.store.dispatch(reviewsReceived(reviews));
  await rendered.store.dispatch(
    reviewsApi.util.upsertQueryData('getReviews', { kind: 'ebook', id: 7 }, onePage(reviews.map((item) => item.id))),
  );
  await act(() => rendered.router.navigate('/reviews'));
  return rendered;
}

test('reviews show newest first, with author, initials and date, and markup in them stays text', async () => {
  const { container } = await renderWithReviews([hostile, older]);
  const items = await screen.findAllByRole('listitem');
  expect(items).toHaveLength(2);
  const newest = within(items[0]!);
  expect(newest.getByText('Amelia Hart')).toBeInTheDocument();
  expect(newest.getByText('AH')).toBeInTheDocument();
  expect(newest.getByText('Mar 2, 2026')).toHaveAttribute('datetime', '2026-03-02T12:00:00.000Z');
  expect(newest.getByText('<img src=x onerror=alert(1)> and <b>bold</b>')).toBeInTheDocument();
  expect(container.querySelector('.review-list img, .review-list b')).toBeNull();
  expect(within(items[1]!).getByText(/First line/).textContent).toBe('First line\nSecond line');
});

test('two reviewers with one name are told apart by a mark they cannot choose, and your own reviews say "You"', async () => {
  const mine = { ...review(3, 'Mine', '2026-03-03T12:00:00.000Z'), userId: 'my-id' };
  const me = {
    id: 'my-id',
    email: 'me@example.test',
    firstName: 'Amelia',
    lastName: 'Hart',
    fullName: 'Amelia Hart',
    avatarUrl: null,
  };
  await renderWithReviews([mine, hostile, older], { auth: signedInAuth(me) });
  const items = await screen.findAllByRole('listitem');
  expect(items.map((item) => within(item).getByText('Amelia Hart'))).toHaveLength(3);
  expect(within(items[0]!).getByText('You')).toBeInTheDocument();
  const marks = items.slice(1).map((item) => item.querySelector('.review__mark')?.textContent);
  expect(marks[0]).toMatch(/^reviewer #[0-9A-Z]{4}$/);
  expect(marks[1]).toMatch(/^reviewer #[0-9A-Z]{4}$/);
  expect(marks[0]).not.toBe(marks[1]);
  expect(within(items[1]!).queryByText('You')).not.toBeInTheDocument();
});

test('a failed load says so with Retry, and is never shown as "No reviews yet."', async () => {
  // There is no backend under jsdom: the request fails as it would offline.
  renderWithProviders(<ReviewList subject={{ kind: 'ebook', id: 8 }} />);
  expect(await screen.findByText('The reviews could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByText('No reviews yet.')).not.toBeInTheDocument();
});
