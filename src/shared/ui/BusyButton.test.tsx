import { expect, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusyButton } from './BusyButton';

test('a button that is waiting says what for, is marked busy, and keeps the focus in the tab order', async () => {
  render(<BusyButton busy busyLabel="Getting your ebook…" ringOnly />);
  const button = screen.getByRole('button', { name: 'Getting your ebook…' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toBeEnabled();
  await userEvent.tab();
  expect(button).toHaveFocus();
});

test('its words, until it is busy: then what it is doing, and a press does nothing, nor submits its form', () => {
  const onClick = jest.fn();
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const { rerender } = render(
    <form onSubmit={onSubmit}>
      <BusyButton type="submit" busy={false} busyLabel="Saving…" onClick={onClick}>
        Save
      </BusyButton>
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button).not.toHaveAttribute('aria-busy');
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledTimes(1);

  rerender(
    <form onSubmit={onSubmit}>
      <BusyButton type="submit" busy busyLabel="Saving…" onClick={onClick}>
        Save
      </BusyButton>
    </form>,
  );
  // The same button, so the focus it had stays.
  expect(screen.getByRole('button', { name: 'Saving…' })).toBe(button);
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
