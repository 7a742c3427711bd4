import { expect } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeMatchMedia } from '../../testing/fakeMatchMedia';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SYSTEM_DARK_QUERY, THEME_COLORS } from './theme';
import { ThemeToggle } from './ThemeToggle';
import { useDocumentTheme } from './useDocumentTheme';

/** The toggle as the shell has it: the shell keeps <html data-theme> in step. */
function Shell() {
  useDocumentTheme();
  return <ThemeToggle />;
}

let media: ReturnType<typeof installFakeMatchMedia>;
beforeEach(() => {
  media = installFakeMatchMedia();
  document.head.innerHTML = '<meta name="theme-color" content="" />';
});
afterEach(() => {
  media.uninstall();
  delete document.documentElement.dataset.theme;
});

test('the toggle switches between light and dark, on the page and in the stored choice', async () => {
  const user = userEvent.setup();
  const { store } = renderWithProviders(<Shell />, { preloadedState: { theme: { preference: 'light' } } });
  const toggle = screen.getByRole('button', { name: 'Dark theme' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(document.documentElement.dataset.theme).toBe('light');

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(store.getState().theme.preference).toBe('dark');
  expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', THEME_COLORS.dark);

  await user.click(toggle);
  expect(document.documentElement.dataset.theme).toBe('light');
  expect(store.getState().theme.preference).toBe('light');
});

test('with no stored choice the page follows the system, also when the system changes', async () => {
  const user = userEvent.setup();
  media.setMatches(SYSTEM_DARK_QUERY, true);
  const { store } = renderWithProviders(<Shell />);
  expect(document.documentElement.dataset.theme).toBe('dark');

  act(() => media.setMatches(SYSTEM_DARK_QUERY, false));
  expect(document.documentElement.dataset.theme).toBe('light');

  // Once the visitor chooses, the system no longer decides.
  await user.click(screen.getByRole('button', { name: 'Dark theme' }));
  act(() => media.setMatches(SYSTEM_DARK_QUERY, false));
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(store.getState().theme.preference).toBe('dark');
});
