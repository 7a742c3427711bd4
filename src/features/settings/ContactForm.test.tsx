import { expect } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ContactForm } from './ContactForm';
import { CONTACT_THANKS_MESSAGE } from './contactForm';

test('the form will not send until name, email and message are filled in', async () => {
  const user = userEvent.setup();
  const { store } = renderWithProviders(<ContactForm />);
  expect(screen.getByLabelText(/^Name/)).toBeRequired();
  expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');

  await user.type(screen.getByLabelText(/^Message/), '   ');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Enter your name.');
  expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter your email address.');
  expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription('Enter your message.');
  expect(screen.getByLabelText(/^Name/)).toHaveFocus();
  expect(store.getState().toasts.items).toEqual([]);
});

test('a malformed email is pointed out and nothing typed is lost', async () => {
  const user = userEvent.setup();
  const { store } = renderWithProviders(<ContactForm />);
  await user.type(screen.getByLabelText(/^Name/), 'Ada');
  await user.type(screen.getByLabelText(/^Email/), 'ada-at-example');
  await user.type(screen.getByLabelText(/^Message/), 'My ebook will not open.');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(/valid email address/);
  expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada');
  expect(screen.getByLabelText(/^Message/)).toHaveValue('My ebook will not open.');
  expect(store.getState().toasts.items).toEqual([]);
});

test('a complete message is thanked and the form is cleared', async () => {
  const user = userEvent.setup();
  const { store } = renderWithProviders(<ContactForm />);
  await user.type(screen.getByLabelText(/^Name/), 'Ada');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Message/), 'My ebook will not open.');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  expect(store.getState().toasts.items).toEqual([
    expect.objectContaining({ kind: 'success', message: CONTACT_THANKS_MESSAGE }),
  ]);
  expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  expect(screen.getByLabelText(/^Message/)).toHaveValue('');
});
