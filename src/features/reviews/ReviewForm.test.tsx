import { expect } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoReader, signedInAuth, visitorAuth } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ReviewForm, REVIEW_FAILED } from './ReviewForm';

const signedIn = { auth: signedInAuth(demoReader) };
const visitor = { auth: visitorAuth };

test('a visitor is asked to sign in instead of getting the box, and Login opens the login modal', async () => {
  const user = userEvent.setup();
  const { store } = renderWithProviders(<ReviewForm productId={7} />, { preloadedState: visitor });
  expect(screen.getByText('Sign in to write a review')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^Login/ }));
  expect(store.getState().auth.loginModalOpen).toBe(true);
});

test('an empty or blank review cannot be sent', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ReviewForm productId={7} />, { preloadedState: signedIn });
  const box = screen.getByRole('textbox', { name: 'Write a review' });
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
  const { store } = renderWithProviders(<ReviewForm productId={7} />, { preloadedState: signedIn });
  const box = screen.getByRole('textbox', { name: 'Write a review' });
  await user.type(box, 'Worth it.{Enter}Chapter 3 especially.');
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  await waitFor(() =>
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({ kind: 'danger', message: REVIEW_FAILED }),
    ]),
  );
  expect(box).toHaveValue('Worth it.\nChapter 3 especially.');
  expect(box).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
});
