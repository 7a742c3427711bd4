import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FurtherOnAnotherDevice } from './FurtherOnAnotherDevice';

test('asks before moving the reader, and does what the reader chooses', async () => {
  const onGo = jest.fn();
  const onStay = jest.fn();
  render(<FurtherOnAnotherDevice page={42} device="Chrome on Android" onGo={onGo} onStay={onStay} />);
  expect(screen.getByRole('status')).toHaveTextContent('You were on page 42 on another device — go there?');
  await userEvent.click(screen.getByRole('button', { name: 'Go to page 42' }));
  expect(onGo).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Stay here' }));
  expect(onStay).toHaveBeenCalledTimes(1);
});
