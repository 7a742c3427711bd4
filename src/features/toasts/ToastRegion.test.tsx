import { expect } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TOAST_DURATION_MS } from '../../config/constants';
import { Modal } from '../../shared/ui/Modal';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ToastRegion } from './ToastRegion';
import { toastRaised } from './toastsSlice';

afterEach(() => jest.useRealTimers());

test('a toast appears when raised and hides by itself after 4 seconds', () => {
  jest.useFakeTimers();
  const { store } = renderWithProviders(<ToastRegion />);

  act(() => {
    store.dispatch(toastRaised('success', 'Link copied to clipboard!'));
  });
  expect(screen.getByText('Link copied to clipboard!')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
  expect(screen.getByText('Link copied to clipboard!')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Link copied to clipboard!')).not.toBeInTheDocument();
  expect(store.getState().toasts.items).toEqual([]);
});

test('each toast keeps its own 4 seconds, whenever it arrived', () => {
  jest.useFakeTimers();
  const { store } = renderWithProviders(<ToastRegion />);
  act(() => {
    store.dispatch(toastRaised('danger', 'There was an error'));
  });
  act(() => jest.advanceTimersByTime(3000));
  act(() => {
    store.dispatch(toastRaised('success', 'Saved'));
  });
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByText('There was an error')).not.toBeInTheDocument();
  expect(screen.getByText('Saved')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
});

test('success and danger toasts look different, are announced, and can be closed at once', async () => {
  const user = userEvent.setup();
  const { store } = renderWithProviders(<ToastRegion />);
  act(() => {
    store.dispatch(toastRaised('danger', 'Failed to copy link'));
    store.dispatch(toastRaised('success', 'Link copied to clipboard!'));
  });

  const live = screen.getByRole('status');
  expect(live).toHaveAttribute('aria-live', 'polite');
  expect(screen.getByText('Failed to copy link').closest('li')).toHaveClass('toast--danger');
  expect(screen.getByText('Link copied to clipboard!').closest('li')).toHaveClass('toast--success');

  await user.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
  expect(screen.queryByText('Failed to copy link')).not.toBeInTheDocument();
  expect(screen.getByText('Link copied to clipboard!')).toBeInTheDocument();
});

function WithDialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <ToastRegion />
      <Modal open={open} onClose={() => setOpen(false)} title="Sign out on all devices?">
        <button>Sign out everywhere</button>
      </Modal>
    </>
  );
}

test('while a modal dialog is open the toasts show inside it, and keep their 4 seconds when it closes', () => {
  jest.useFakeTimers();
  const { store } = renderWithProviders(<WithDialog />);
  act(() => {
    store.dispatch(toastRaised('danger', 'Signing out failed'));
  });
  // The page outside a modal dialog is inert: a toast there would be neither seen above the backdrop nor read out.
  expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('Signing out failed');

  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1000));
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Signing out failed');
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByText('Signing out failed')).not.toBeInTheDocument();
});
