import { expect } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInThisContext } from 'node:vm';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignedInUser } from '../auth/authSlice';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ProfileDetails, RESET_LINK_SENT_MESSAGE } from './ProfileDetails';
import { demoReader, signedInAuth } from '../../testing/fixtures';

const signedIn = (user: SignedInUser) => ({
  auth: signedInAuth(user),
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

/**
 * A stand-in auth server for the reset button: it records what it was asked and
 * answers as told. (The real backend's answers are in tests/integration/authRecovery.test.ts.)
 */
const recoverRequests: { email: unknown; redirectTo: string | null }[] = [];
let recoverAnswer: { status: number; body: object } = { status: 200, body: {} };
const authServer = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return void response.end();
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/auth/v1/recover') {
      recoverRequests.push({
        email: (JSON.parse(body) as { email?: unknown }).email,
        redirectTo: url.searchParams.get('redirect_to'),
      });
    }
    response.statusCode = recoverAnswer.status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(recoverAnswer.body));
  });
});

beforeAll(async () => {
  // jsdom has no fetch; supabase-js gets Node's own, from the outer realm.
  globalThis.fetch ??= runInThisContext('fetch') as typeof fetch;
  await new Promise<void>((resolve) => authServer.listen(0, '127.0.0.1', resolve));
  const { port } = authServer.address() as AddressInfo;
  process.env.VITE_SUPABASE_URL = `http://127.0.0.1:${port}`;
  process.env.VITE_SUPABASE_ANON_KEY = 'anon-key-of-a-stand-in';
});

afterAll(() => new Promise((resolve) => authServer.close(resolve)));

test('Reset Password mails a reset link to the signed-in user’s address, then says so', async () => {
  recoverAnswer = { status: 200, body: {} };
  const { store } = renderWithProviders(<ProfileDetails />, { preloadedState: signedIn(demoReader) });
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  await waitFor(() =>
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({ kind: 'success', message: RESET_LINK_SENT_MESSAGE }),
    ]),
  );
  expect(recoverRequests.at(-1)).toEqual({ email: demoReader.email, redirectTo: 'http://localhost/resetpass' });
});

test('Reset Password shows the server’s refusal instead', async () => {
  recoverAnswer = { status: 429, body: { code: 'over_email_send_rate_limit', msg: 'email rate limit exceeded' } };
  const { store } = renderWithProviders(<ProfileDetails />, { preloadedState: signedIn(demoReader) });
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  await waitFor(() => expect(store.getState().toasts.items).toHaveLength(1));
  expect(store.getState().toasts.items[0]).toEqual(
    expect.objectContaining({ kind: 'danger', message: 'email rate limit exceeded' }),
  );
  expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
});
