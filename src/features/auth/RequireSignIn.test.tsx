import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { loginModalClosed, sessionChanged } from './authSlice';
import { RequireSignIn } from './RequireSignIn';

const library = (
  <RequireSignIn>
    <h1>Library</h1>
  </RequireSignIn>
);

test('while sign-in is being checked, a spinner shows and nothing else', () => {
  const { store } = renderWithProviders(library, { route: '/mylibrary' });
  expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
  expect(screen.queryByRole('heading', { name: 'Library' })).not.toBeInTheDocument();
  expect(store.getState().auth.loginModalOpen).toBe(false);
});

test('a visitor who opens /mylibrary gets the login modal and a page saying why, with a way to open it again', async () => {
  const user = userEvent.setup();
  const { store } = renderWithProviders(library, { route: '/mylibrary' });

  act(() => {
    store.dispatch(sessionChanged(null));
  });

  expect(store.getState().auth.loginModalOpen).toBe(true);
  expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Library' })).not.toBeInTheDocument();

  act(() => {
    store.dispatch(loginModalClosed());
  });
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(store.getState().auth.loginModalOpen).toBe(true);
});

test('once signed in, the page itself shows', () => {
  const { store } = renderWithProviders(library, { route: '/mylibrary' });
  act(() => {
    store.dispatch(sessionChanged(null));
  });

  act(() => {
    store.dispatch(
      sessionChanged({ id: 'u1', email: 'd@m.test', firstName: 'D', lastName: 'R', fullName: 'D R', avatarUrl: null }),
    );
  });

  expect(screen.getByRole('heading', { name: 'Library' })).toBeInTheDocument();
  expect(screen.queryByText('Sign in to continue')).not.toBeInTheDocument();
});

test('a part of a screen may ask in its own words, without opening the login modal itself', () => {
  const { store } = renderWithProviders(
    <RequireSignIn prompt={<p>Sign in to check out</p>}>
      <form aria-label="Payment details" />
    </RequireSignIn>,
    { route: '/checkout?id=1' },
  );
  act(() => {
    store.dispatch(sessionChanged(null));
  });
  expect(screen.getByText('Sign in to check out')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Payment details' })).not.toBeInTheDocument();
  expect(store.getState().auth.loginModalOpen).toBe(false);
});
