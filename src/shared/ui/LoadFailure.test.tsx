import { expect, jest, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailure } from './LoadFailure';

const networkBack = () => act(() => void window.dispatchEvent(new Event('online')));

test('says what failed and retries when Retry is pressed', async () => {
  const onRetry = jest.fn();
  render(<LoadFailure message="The reviews could not be loaded." onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('The reviews could not be loaded.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('retries by itself when the network comes back', () => {
  const onRetry = jest.fn();
  render(<LoadFailure message="The ebooks could not be loaded." onRetry={onRetry} />);
  networkBack();
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('not while a retry is already running, and not once it is gone', () => {
  const onRetry = jest.fn();
  const { rerender, unmount } = render(<LoadFailure message="Failed." onRetry={onRetry} retrying />);
  networkBack();
  expect(onRetry).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Retrying…' })).toHaveAttribute('aria-disabled', 'true');

  const latest = jest.fn();
  rerender(<LoadFailure message="Failed." onRetry={latest} />);
  networkBack();
  expect(latest).toHaveBeenCalledTimes(1);

  unmount();
  networkBack();
  expect(latest).toHaveBeenCalledTimes(1);
  expect(onRetry).not.toHaveBeenCalled();
});
