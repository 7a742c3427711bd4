import { expect, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CheckoutForm } from './CheckoutForm';

const buyer = { email: 'ada@example.com', fullName: 'Ada Lovelace' };

function field(label: string) {
  return screen.getByRole('textbox', { name: label });
}

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Address'), '12 St James’s Square');
  await user.type(field('Card number'), '4111 1111 1111 1111');
  await user.type(field('Expiry'), '09/31');
  await user.type(field('CVC'), '987');
}

test('the form asks for every field of docs/product.md#how-the-screens-behave, starting with what is known about the buyer', () => {
  renderWithProviders(<CheckoutForm price={23} buyer={buyer} busy={false} onSubmit={() => {}} />);
  expect(field('Email')).toHaveValue('ada@example.com');
  expect(field('Email')).toHaveAttribute('type', 'email');
  expect(field('Full name')).toHaveValue('Ada Lovelace');
  expect(field('Expiry')).toHaveAttribute('placeholder', 'MM/YY');
  expect(field('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  expect(field('Card number')).toHaveAttribute('inputmode', 'numeric');
  for (const label of ['Email', 'Full name', 'Address', 'Card number', 'Expiry', 'CVC'])
    expect(field(label)).toBeRequired();
  expect(screen.getByRole('button', { name: 'Pay 23$' })).toBeInTheDocument();
  expect(screen.getByRole('note', { name: 'Demo checkout' })).toHaveTextContent(/No payment is taken/);
});

test('a free ebook is got with "Get it Free"', () => {
  renderWithProviders(<CheckoutForm price={0} buyer={buyer} busy={false} onSubmit={() => {}} />);
  expect(screen.getByRole('button', { name: 'Get it Free' })).toBeInTheDocument();
});

test('fields of spaces only count as blank: each says so, the first gets focus, and nothing is sent', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderWithProviders(<CheckoutForm price={23} buyer={buyer} busy={false} onSubmit={onSubmit} />);
  await fillCard(user);
  await user.clear(field('Full name'));
  await user.type(field('Full name'), '   ');
  await user.clear(field('CVC'));
  await user.type(field('CVC'), ' ');

  await user.click(screen.getByRole('button', { name: 'Pay 23$' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(field('Full name')).toHaveAccessibleDescription('Enter your full name.');
  expect(field('CVC')).toHaveAccessibleDescription('Enter the CVC.');
  expect(field('Full name')).toHaveFocus();
  expect(field('Card number')).toHaveValue('4111 1111 1111 1111');
});

test('a complete form is handed on with no card data, and no card data reaches the store', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  const { store } = renderWithProviders(<CheckoutForm price={23} buyer={buyer} busy={false} onSubmit={onSubmit} />);
  await fillCard(user);

  await user.click(screen.getByRole('button', { name: 'Pay 23$' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledWith();
  const state = JSON.stringify(store.getState());
  for (const typed of ['4111 1111 1111 1111', '09/31', '987', 'St James']) expect(state).not.toContain(typed);
});

test('while the checkout runs, the button says so and a second press sends nothing', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderWithProviders(<CheckoutForm price={23} buyer={buyer} busy onSubmit={onSubmit} />);
  await fillCard(user);
  const button = screen.getByRole('button', { name: /Processing/ });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await user.click(button);
  expect(onSubmit).not.toHaveBeenCalled();
});
