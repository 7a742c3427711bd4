import { runInThisContext } from 'node:vm';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ResetPasswordPage } from './ResetPasswordPage';

beforeAll(() => {
  // No request is made: without a link in the address and no stored session, supabase-js answers from storage.
  globalThis.fetch ??= runInThisContext('fetch') as typeof fetch;
  process.env.VITE_SUPABASE_URL ??= 'http://127.0.0.1:9';
  process.env.VITE_SUPABASE_ANON_KEY ??= 'anon-key-never-used';
});

afterEach(() => window.history.replaceState(null, '', '/'));

test('opened without a reset link, /resetpass says how to get one and offers to send it', async () => {
  window.history.replaceState(null, '', '/resetpass');
  renderWithProviders(<ResetPasswordPage />, { route: '/resetpass' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  expect(screen.getByText(/open the reset link we email you/)).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
});

test('opened from a used or expired link, it says the link has expired', async () => {
  const details = 'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
  window.history.replaceState(null, '', `/resetpass?${details}#${details}&sb=`);
  renderWithProviders(<ResetPasswordPage />, { route: `/resetpass?${details}` });
  expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});
