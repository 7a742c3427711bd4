import { expect } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignedInUser } from '../auth/authSlice';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ProfileDetails, RESET_LINK_SENT_MESSAGE } from './ProfileDetails';
import { demoReader } from '../../testing/fixtures';

const signedIn = (user: SignedInUser) => ({
  auth: { status: 'signedIn' as const, user, loginModalOpen: false, afterSignIn: null },
});

test('Profile shows the signed-in user’s names and email, read-only', () => {
  renderWithProviders(<ProfileDetails />, {
    route: '/settings/profile',
    preloadedState: signedIn(demoReader),
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
  expect(screen.getByLabelText('First name')).toHaveValue('Demo');
  expect(screen.getByLabelText('Last name')).toHaveValue('Reader');
  expect(screen.getByLabelText('Email')).toHaveValue('demo@mentoria.test');
  expect(screen.getByLabelText('First name')).toHaveAttribute('readonly');
  expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
});

test('an empty name shows a dash', () => {
  renderWithProviders(<ProfileDetails />, {
    preloadedState: signedIn({
      id: 'u2',
      email: 'reader@mentoria.test',
      firstName: 'Amelia',
      lastName: ' ',
      fullName: 'Amelia',
      avatarUrl: null,
    }),
  });
  expect(screen.getByLabelText('First name')).toHaveValue('Amelia');
  expect(screen.getByLabelText('Last name')).toHaveValue('–');
});

test('Reset Password only says a reset link was sent', async () => {
  const { store } = renderWithProviders(<ProfileDetails />);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(store.getState().toasts.items).toEqual([
    expect.objectContaining({ kind: 'success', message: RESET_LINK_SENT_MESSAGE }),
  ]);
});
