import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { StayUpdated } from './StayUpdated';

test('Subscribe Now opens the subscribe form with the focus in Email, and Close gives the focus back', async () => {
  const user = userEvent.setup();
  renderWithProviders(<StayUpdated />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));

  const dialog = await screen.findByRole('dialog', { name: 'Subscribe Now' });
  expect(within(dialog).getByLabelText(/^Email/)).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Subscribe Now' })).toHaveFocus();
});
