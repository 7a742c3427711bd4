import { expect } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoReader, signedInAuth, visitorAuth } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { REVIEW_MESSAGES } from './reviewMessages';
import { ReviewForm } from './ReviewForm';

const signedIn = { auth: signedInAuth(demoReader) };
const visitor = { auth: visitorAuth };

test('a visitor is asked to sign in instead of getting the box, and Login opens the login modal', async () => {
  const user = userEvent.setup();
  const { store } = renderWithProviders(<ReviewForm subject={{ kind: 'ebook', id: 7 }} />, { preloadedState: visitor });
  expect(screen.getByText('Sign in to write a review')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^Login/ }));
  expect(store.getState().auth.loginModalOpen).toBe(true);
});

/** The review box of a signed-in reader who has not reviewed the book. */
const writeBox = () => screen.findByRole('textbox', { name: 'Write a review' });

test('an empty or blank review cannot be sent', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ReviewForm subject={{ kind: 'ebook', id: 7 }} />, { preloadedState: signedIn });
  const box = await writeBox();
  const submit = screen.getByRole('button', { name: 'Submit' });
  expect(submit).toBeDisabled();

  await user.type(box, '   {Enter}  ');
  expect(submit).toBeDisabled();

  await user.type(box, 'Clear and practical');
  expect(submit).toBeEnabled();
});

test('a review that could not be sent stays in the box, with a danger alert', async () => {
  // There is no backend under jsdom, so the request fails as it would offline.
  const user = userEvent.setup();
  const { store } = renderWithProviders(<ReviewForm subject={{ kind: 'ebook', id: 7 }} />, {
    preloadedState: signedIn,
  });
  const box = await writeBox();
  await user.type(box, 'Worth it.{Enter}Chapter 3 especially.');
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  await waitFor(() =>
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({ kind: 'danger', message: REVIEW_MESSAGES.postFailed }),
    ]),
  );
  expect(box).toHaveValue('Worth it.\nChapter 3 especially.');
  expect(box).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

describe('the length of a review', () => {
  test('the box says the limit, and a counter, announced politely, appears as the text nears it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReviewForm subject={{ kind: 'ebook', id: 7 }} />, { preloadedState: signedIn });
    const box = await writeBox();
    expect(box).toHaveAccessibleDescription('Up to 2,000 characters.');

    await user.click(box);
    await user.paste('x'.repeat(1599));
    expect(screen.queryByText(/of 2,000 characters/)).not.toBeInTheDocument();

    await user.type(box, 'x');
    const counter = screen.getByText('1,600 of 2,000 characters.');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(box).toHaveAccessibleDescription('Up to 2,000 characters. 1,600 of 2,000 characters.');
  });

  test('pasting more than the limit keeps the first 2,000 characters and says the text was cut', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReviewForm subject={{ kind: 'ebook', id: 7 }} />, { preloadedState: signedIn });
    const box = await writeBox();
    await user.click(box);
    await user.paste('y'.repeat(10_000));

    expect(box).toHaveValue('y'.repeat(2000));
    expect(box).toHaveAccessibleDescription(
      'Up to 2,000 characters. 2,000 of 2,000 characters. Your text was cut to 2,000 characters, the longest a review can be.',
    );

    await user.type(box, '{Backspace}');
    expect(screen.queryByText(/was cut/)).not.toBeInTheDocument();
    expect(screen.getByText('1,999 of 2,000 characters.')).toBeInTheDocument();
  });
});
