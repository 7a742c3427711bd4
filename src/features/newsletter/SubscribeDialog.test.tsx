import { expect } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { INVALID_EMAIL_MESSAGE } from './newsletter';
import { SubscribeDialog } from './SubscribeDialog';

// What the server says to a subscription is covered by newsletter.test.ts and the end-to-end run;
// these are the checks made before anything is sent.

test('an empty address asks for one, without sending', async () => {
  const user = userEvent.setup();
  const { store } = renderWithProviders(<SubscribeDialog open onClose={() => {}} />);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter your email address.');
  expect(Object.keys(store.getState().api.mutations)).toHaveLength(0);
});

test('a malformed address is pointed out and kept as typed', async () => {
  const user = userEvent.setup();
  const { store } = renderWithProviders(<SubscribeDialog open onClose={() => {}} />);
  await user.type(screen.getByLabelText(/^Email/), 'reader@');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(INVALID_EMAIL_MESSAGE);
  expect(screen.getByLabelText(/^Email/)).toHaveValue('reader@');
  expect(Object.keys(store.getState().api.mutations)).toHaveLength(0);
});
