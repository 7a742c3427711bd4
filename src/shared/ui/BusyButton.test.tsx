import { expect } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusyButton } from './BusyButton';

test('a button that is waiting says what for, is marked busy, and keeps the focus in the tab order', async () => {
  render(<BusyButton label="Getting your ebook…" />);
  const button = screen.getByRole('button', { name: 'Getting your ebook…' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toBeEnabled();
  await userEvent.tab();
  expect(button).toHaveFocus();
});
