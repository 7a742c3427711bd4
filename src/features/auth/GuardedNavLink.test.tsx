import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { sessionChanged } from './authSlice';
import { GuardedNavLink } from './GuardedNavLink';

function renderNav(signedIn: boolean) {
  const rendered = renderWithProviders(
    <nav>
      <GuardedNavLink to="/mylibrary">Library</GuardedNavLink>
      <GuardedNavLink to="/settings">Settings</GuardedNavLink>
      <GuardedNavLink to="/ebooks">Ebooks</GuardedNavLink>
    </nav>,
    {
      otherRoutes: {
        '/mylibrary': <h1>My library</h1>,
        '/settings': <h1>Settings page</h1>,
        '/ebooks': <h1>All ebooks</h1>,
      },
    },
  );
  act(() => {
    rendered.store.dispatch(
      sessionChanged(
        signedIn
          ? { id: 'u1', email: 'd@m.test', firstName: 'D', lastName: 'R', fullName: 'D R', avatarUrl: null }
          : null,
      ),
    );
  });
  return rendered;
}

test.each(['Library', 'Settings'])("a visitor's click on %s is cancelled and opens the login modal", async (name) => {
  const user = userEvent.setup();
  const { store, router } = renderNav(false);

  await user.click(screen.getByRole('link', { name }));

  expect(router.state.location.pathname).toBe('/');
  expect(store.getState().auth.loginModalOpen).toBe(true);
});

test('a visitor still goes to the pages everyone may see', async () => {
  const user = userEvent.setup();
  const { store } = renderNav(false);

  await user.click(screen.getByRole('link', { name: 'Ebooks' }));

  expect(await screen.findByRole('heading', { name: 'All ebooks' })).toBeInTheDocument();
  expect(store.getState().auth.loginModalOpen).toBe(false);
});

test('a signed-in user goes to Library', async () => {
  const user = userEvent.setup();
  const { store } = renderNav(true);

  await user.click(screen.getByRole('link', { name: 'Library' }));

  expect(await screen.findByRole('heading', { name: 'My library' })).toBeInTheDocument();
  expect(store.getState().auth.loginModalOpen).toBe(false);
});
