import { expect, jest } from '@jest/globals';
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

afterEach(() => jest.restoreAllMocks());

test('the dialog is named by its title and described by its text', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Subscribe Now' });
  expect(dialog).toHaveAccessibleDescription('Get notified.');
});

test('it opens as a modal <dialog>, with the focus on its first control', async () => {
  // showModal, not show: the page behind goes inert and Tab stays inside (a browser's; e2e/ebooks.spec.ts checks it).
  const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Subscribe Now' });
  expect(showModal.mock.contexts).toEqual([dialog]);
  expect(dialog).toHaveAttribute('open');
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
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

  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  // A press on the backdrop is a press on the dialog element itself.
  await user.click(screen.getByRole('dialog'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});
