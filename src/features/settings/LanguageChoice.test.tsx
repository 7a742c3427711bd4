import { expect } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { LanguageChoice } from './LanguageChoice';

test('Language lists the languages the app offers, with English chosen', () => {
  renderWithProviders(<LanguageChoice />);
  expect(screen.getByRole('heading', { level: 1, name: 'Language' })).toBeInTheDocument();
  const group = screen.getByRole('group', { name: 'Language of the app' });
  expect(group).toBeInTheDocument();
  expect(screen.getAllByRole('radio')).toHaveLength(1);
  expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
});
