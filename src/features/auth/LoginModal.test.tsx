import net from 'node:net';
import { runInThisContext } from 'node:vm';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AccountButton } from './AccountButton';
import { sessionChanged } from './authSlice';
import { LoginModal } from './LoginModal';
import { demoReader } from '../../testing/fixtures';

const demo = demoReader;

/** The top bar's account corner and the login modal, as the shell mounts them, for a visitor. */
function renderAsVisitor() {
  const rendered = renderWithProviders(
    <>
      <AccountButton />
      <LoginModal />
    </>,
  );
  act(() => {
    rendered.store.dispatch(sessionChanged(null));
  });
  return rendered;
}

/** Clicks the top bar's Login button; the dialog's forms arrive with their own chunk, a moment later. */
async function openLoginModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return screen.findByRole('dialog', { name: 'Login' });
}

/**
 * A backend that takes the connection and never answers, until `hangUp()`: the
 * sign-in stays in flight as long as the test needs, then fails with no
 * server message. (Answers from the real backend are in tests/integration/appAuth.test.ts.)
 */
const silentBackend = net.createServer((socket) => connections.push(socket));
const connections: net.Socket[] = [];
const hangUp = () => connections.splice(0).forEach((socket) => socket.destroy());

beforeAll(async () => {
  // jsdom has no fetch; supabase-js gets Node's own, from the outer realm.
  globalThis.fetch ??= runInThisContext('fetch') as typeof fetch;
  await new Promise<void>((resolve) => silentBackend.listen(0, '127.0.0.1', resolve));
  const { port } = silentBackend.address() as net.AddressInfo;
  process.env.VITE_SUPABASE_URL = `http://127.0.0.1:${port}`;
  process.env.VITE_SUPABASE_ANON_KEY = 'anon-key-of-a-silent-backend';
});

afterAll(async () => {
  hangUp();
  await new Promise((resolve) => silentBackend.close(resolve));
});

test('the Login button opens the login modal with the focus in Email', async () => {
  const user = userEvent.setup();
  renderAsVisitor();

  await openLoginModal(user);

  const dialog = screen.getByRole('dialog', { name: 'Login' });
  expect(within(dialog).getByLabelText('Email')).toHaveFocus();
  expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(within(dialog).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Sign In with Google' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
});

test('Escape closes the modal and gives the focus back to the Login button', async () => {
  const user = userEvent.setup();
  renderAsVisitor();
  await openLoginModal(user);

  await user.keyboard('{Escape}');

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
});

test('the close button closes it too', async () => {
  const user = userEvent.setup();
  renderAsVisitor();
  await openLoginModal(user);
  const dialog = screen.getByRole('dialog');

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Create account switches to the sign-up form and Back to Login returns', async () => {
  const user = userEvent.setup();
  renderAsVisitor();
  await openLoginModal(user);

  await user.click(screen.getByRole('button', { name: 'Create account' }));

  const dialog = screen.getByRole('dialog', { name: 'Create account' });
  expect(within(dialog).getByLabelText(/First name/)).toHaveFocus();
  for (const label of [/Last name/, /Email/, /Password/]) {
    expect(within(dialog).getByLabelText(label)).toBeRequired();
  }
  expect(within(dialog).getByRole('button', { name: 'Create account' })).toHaveAttribute('type', 'submit');

  await user.click(within(dialog).getByRole('button', { name: 'Back to Login' }));

  expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveFocus();
});

test('a failed sign-in shows why in the red box, keeps what was typed, and is busy meanwhile', async () => {
  const user = userEvent.setup();
  renderAsVisitor();
  await openLoginModal(user);
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText('Email'), 'demo@mentoria.test');
  await user.type(within(dialog).getByLabelText('Password'), 'whatever');

  await user.click(within(dialog).getByRole('button', { name: 'Login' }));

  const signingIn = await within(dialog).findByRole('button', { name: 'Signing in…' });
  expect(signingIn).toHaveAttribute('aria-disabled', 'true');
  // The pressed button keeps the focus while it waits.
  expect(signingIn).toHaveFocus();
  expect(within(dialog).getByLabelText('Email').closest('form')).toHaveAttribute('aria-busy', 'true');
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

  await waitFor(() => expect(connections.length).toBeGreaterThan(0));
  hangUp();

  const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
  expect(alert.textContent?.trim()).not.toBe('');
  expect(within(dialog).getByRole('button', { name: 'Login' })).toBeEnabled();
  expect(within(dialog).getByLabelText('Email')).toHaveValue('demo@mentoria.test');
  expect(within(dialog).getByLabelText('Password')).toHaveValue('whatever');
});

test('Forgot your password? opens the reset form in the modal, with the email kept and the focus in it', async () => {
  const user = userEvent.setup();
  renderAsVisitor();
  await openLoginModal(user);
  await user.type(screen.getByLabelText('Email'), 'forgetful@example.com');

  await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));

  const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
  const email = await within(dialog).findByLabelText('Email');
  expect(email).toHaveValue('forgetful@example.com');
  await waitFor(() => expect(email).toHaveFocus());
  expect(within(dialog).getByRole('button', { name: 'Send reset link' })).toBeEnabled();

  await user.click(within(dialog).getByRole('button', { name: 'Back to Login' }));
  expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('forgetful@example.com');
});

test('Send reset link is busy while the server is asked, and a failure shows in the red box', async () => {
  const user = userEvent.setup();
  renderAsVisitor();
  await openLoginModal(user);
  await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
  await user.type(await within(dialog).findByLabelText('Email'), 'forgetful@example.com');

  await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
  expect(within(dialog).getByRole('button', { name: /Sending/ })).toHaveAttribute('aria-disabled', 'true');

  await waitFor(() => expect(connections.length).toBeGreaterThan(0));
  hangUp();
  const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
  expect(alert.textContent?.trim()).not.toBe('');
  expect(within(dialog).getByRole('button', { name: 'Send reset link' })).toBeEnabled();
});

test('the modal closes by itself once someone is signed in, and the top bar shows them', async () => {
  const user = userEvent.setup();
  const { store } = renderAsVisitor();
  await openLoginModal(user);

  act(() => {
    store.dispatch(sessionChanged(demo));
  });

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const account = screen.getByRole('link', { name: /Demo Reader/ });
  expect(account).toHaveAttribute('href', '/settings/profile');
  expect(account).toHaveTextContent('DR');
});

test('an email typed in one form is still there after switching to the other', async () => {
  const user = userEvent.setup();
  renderAsVisitor();
  await openLoginModal(user);
  await user.type(screen.getByLabelText('Email'), 'new.reader@example.com');

  await user.click(screen.getByRole('button', { name: 'Create account' }));
  const createAccount = screen.getByRole('dialog', { name: 'Create account' });
  expect(within(createAccount).getByLabelText(/Email/)).toHaveValue('new.reader@example.com');

  await user.clear(within(createAccount).getByLabelText(/Email/));
  await user.type(within(createAccount).getByLabelText(/Email/), 'changed@example.com');
  await user.click(within(createAccount).getByRole('button', { name: 'Back to Login' }));
  expect(screen.getByLabelText('Email')).toHaveValue('changed@example.com');
});
