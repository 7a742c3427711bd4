import { expect } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Subscribe Now" description="Get notified.">
        <label>
          Email <input type="email" />
        </label>
        <button>Subscribe</button>
      </Modal>
    </>
  );
}

test('the dialog is named by its title and described by its text', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Subscribe Now' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('Get notified.');
});

test('Tab and Shift+Tab stay inside the dialog', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const close = screen.getByRole('button', { name: 'Close' });
  const subscribe = screen.getByRole('button', { name: 'Subscribe' });
  expect(close).toHaveFocus();

  await user.tab();
  expect(screen.getByLabelText('Email')).toHaveFocus();
  await user.tab();
  expect(subscribe).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(subscribe).toHaveFocus();
});

test('Escape closes the dialog and focus goes back to the button that opened it', async () => {
  const user = userEvent.setup();
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('the close button and a click on the backdrop close it too', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByRole('dialog').parentElement!);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
