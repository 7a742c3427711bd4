import { expect } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ThemeModal } from './ThemeModal';

test('the Theme dialog offers light and dark, with the current theme chosen', () => {
  renderWithProviders(<ThemeModal open onClose={() => {}} />, { preloadedState: { theme: { preference: 'dark' } } });
  expect(screen.getByRole('dialog', { name: 'Theme' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Choose how Mentoria looks' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Light' })).not.toBeChecked();
});

test('picking a theme applies and stores it at once; Done closes the dialog', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  const { store } = renderWithProviders(<ThemeModal open onClose={onClose} />, {
    preloadedState: { theme: { preference: 'dark' } },
  });
  await user.click(screen.getByRole('radio', { name: 'Light' }));
  expect(store.getState().theme.preference).toBe('light');
  expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(onClose).toHaveBeenCalled();
});
