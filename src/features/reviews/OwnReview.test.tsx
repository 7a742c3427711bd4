import { expect } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoReader, signedInAuth } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { REVIEW_MESSAGES } from './reviewMessages';
import type { Review } from './reviews';
import { reviewsApi } from './reviewsApi';
import { reviewsReceived } from './reviewsSlice';
import { ReviewForm } from './ReviewForm';

const signedIn = { auth: signedInAuth(demoReader) };

const mine: Review = {
  id: 41,
  subject: { kind: 'ebook', id: 7 },
  content: 'Clear and practical.',
  userId: demoReader.id,
  author: { name: 'Demo Reader', email: null, avatarUrl: null },
  createdAt: '2026-03-01T12:00:00.000Z',
  editedAt: null,
};

/**
 * The Reviews tab of a reader who has reviewed book 7. There is no backend
 * under jsdom: their review is put where the server's answer would go, and
 * every change they try fails as it would offline.
 */
async function renderWithOwnReview(review: Review = mine) {
  const rendered = renderWithProviders(<ReviewForm subject={{ kind: 'ebook', id: 7 }} />, { preloadedState: signedIn });
  // Until their review is known, the box is offered (its read failed: no backend).
  await screen.findByRole('textbox', { name: 'Write a review' });
  // As getOwnReview does: the review into the reviews slice, its id into the query's answer.
  rendered.store.dispatch(reviewsReceived([review]));
  await rendered.store.dispatch(
    reviewsApi.util.upsertQueryData(
      'getOwnReview',
      { subject: { kind: 'ebook', id: 7 }, userId: demoReader.id },
      review.id,
    ),
  );
  const own = await screen.findByRole('region', { name: 'Your review' });
  return { ...rendered, own, user: userEvent.setup() };
}

const toasts = (store: ReturnType<typeof renderWithProviders>['store']) => store.getState().toasts.items;

test('a reader who has reviewed the book sees their review with Edit and Delete, and no second box', async () => {
  const { own } = await renderWithOwnReview();
  expect(within(own).getByText('Clear and practical.')).toBeInTheDocument();
  expect(within(own).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  expect(within(own).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(within(own).queryByText('Edited')).not.toBeInTheDocument();
});

test('an edited review says so', async () => {
  const { own } = await renderWithOwnReview({ ...mine, editedAt: '2026-03-04T09:00:00.000Z' });
  expect(within(own).getByText('Edited')).toHaveAttribute('datetime', '2026-03-04T09:00:00.000Z');
});

test('Edit puts their text in the box; Cancel puts the review back unchanged, with the focus on Edit', async () => {
  const { own, user } = await renderWithOwnReview();
  await user.click(within(own).getByRole('button', { name: 'Edit' }));
  const box = screen.getByRole('textbox', { name: 'Edit your review' });
  expect(box).toHaveValue('Clear and practical.');
  expect(box).toHaveFocus();
  await user.type(box, ' Not for me.');

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  const back = await screen.findByRole('region', { name: 'Your review' });
  expect(within(back).getByText('Clear and practical.')).toBeInTheDocument();
  expect(within(back).getByRole('button', { name: 'Edit' })).toHaveFocus();
});

test('an edit that could not be saved keeps what was typed, with a danger alert', async () => {
  const { own, user, store } = await renderWithOwnReview();
  await user.click(within(own).getByRole('button', { name: 'Edit' }));
  const box = screen.getByRole('textbox', { name: 'Edit your review' });
  await user.clear(box);
  await user.type(box, 'Better on a second read.');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() =>
    expect(toasts(store)).toEqual([expect.objectContaining({ kind: 'danger', message: REVIEW_MESSAGES.saveFailed })]),
  );
  expect(box).toHaveValue('Better on a second read.');
  expect(box).toBeEnabled();
  expect(box).toHaveFocus();
});

test('Delete asks first in a dialog that starts on Cancel; Cancel keeps the review and gives the focus back', async () => {
  const { own, user } = await renderWithOwnReview();
  const remove = within(own).getByRole('button', { name: 'Delete' });
  await user.click(remove);
  const dialog = screen.getByRole('dialog', { name: 'Delete your review?' });
  expect(dialog).toHaveAccessibleDescription('Your review of this book will be removed. This cannot be undone.');
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(own).getByText('Clear and practical.')).toBeInTheDocument();
  expect(remove).toHaveFocus();
});

test('a delete that fails keeps the review, with a danger alert', async () => {
  const { own, user, store } = await renderWithOwnReview();
  await user.click(within(own).getByRole('button', { name: 'Delete' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

  await waitFor(() =>
    expect(toasts(store)).toEqual([expect.objectContaining({ kind: 'danger', message: REVIEW_MESSAGES.deleteFailed })]),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(own).getByText('Clear and practical.')).toBeInTheDocument();
});
