import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AccountButton } from './AccountButton';
import { sessionChanged } from './authSlice';

test('while nobody knows yet who is signed in, a silent placeholder holds the place', () => {
  const { container } = renderWithProviders(<AccountButton />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(container.querySelector('.account-button--pending')).toHaveAttribute('aria-hidden', 'true');
});

test('a visitor sees Login', () => {
  const { store } = renderWithProviders(<AccountButton />);
  act(() => {
    store.dispatch(sessionChanged(null));
  });
  expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
});

test('a user with a picture sees it beside their full name, leading to Profile', () => {
  const { store, container } = renderWithProviders(<AccountButton />);
  act(() => {
    store.dispatch(
      sessionChanged({
        id: 'g1',
        email: 'grace@gmail.test',
        firstName: '',
        lastName: '',
        fullName: 'Grace Hopper',
        avatarUrl: 'https://example.test/grace.png',
      }),
    );
  });
  const link = screen.getByRole('link', { name: /Grace Hopper/ });
  expect(link).toHaveAttribute('href', '/settings/profile');
  expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.test/grace.png');
});
