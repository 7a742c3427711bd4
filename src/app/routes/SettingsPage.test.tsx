import { expect } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SettingsPage } from './SettingsPage';
import { demoReader, signedInAuth } from '../../testing/fixtures';

const signedIn = {
  auth: signedInAuth(demoReader),
};

test('the Settings menu lists every entry the observed product had, each leading to its page', () => {
  renderWithProviders(<SettingsPage />, { route: '/settings', preloadedState: signedIn });
  const menu = within(screen.getByRole('navigation', { name: 'Settings' }));
  const rows = menu.getAllByRole('listitem').map((row) => row.textContent);
  expect(rows).toEqual([
    'Profile Settings',
    'Privacy Policy',
    'Terms & Conditions',
    'Refund Policy',
    'Language',
    'Theme',
    'Need Help?',
    'Logout',
    'Sign out on all devices',
  ]);
  expect(menu.getByRole('link', { name: 'Profile Settings' })).toHaveAttribute('href', '/settings/profile');
  expect(menu.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/settings/privacy');
  expect(menu.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/settings/terms');
  expect(menu.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/settings/refund');
  expect(menu.getByRole('link', { name: 'Language' })).toHaveAttribute('href', '/settings/language');
  expect(menu.getByRole('link', { name: 'Need Help?' })).toHaveAttribute('href', '/settings/help');
});

test('Logout is a real button, styled as the red row', () => {
  renderWithProviders(<SettingsPage />, { route: '/settings', preloadedState: signedIn });
  const logout = screen.getByRole('button', { name: 'Logout' });
  expect(logout.tagName).toBe('BUTTON');
  expect(logout).toHaveClass('settings-row--danger');
});

test('Theme opens the theme dialog, and closing it returns to the menu', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SettingsPage />, { route: '/settings', preloadedState: signedIn });
  const theme = screen.getByRole('button', { name: 'Theme' });
  await user.click(theme);
  expect(screen.getByRole('dialog', { name: 'Theme' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(theme).toHaveFocus();
});
