import { expect, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createTestStore } from '../../testing/createTestStore';
import { categoriesApi } from '../categories/categoriesApi';
import type { Category } from '../categories/categories';
import { NO_FILTERS, type EbookFilters } from './ebookFilters';
import { PRICE_FIELD_MESSAGES } from './filterPanel';
import { EbookFilterForm } from './EbookFilterForm';

const CATEGORIES: Category[] = ['All', 'Digital Marketing', 'Branding', 'Mindset', 'SEO'].map((name, position) => ({
  name,
  icon: 'book',
  position,
}));

/** The app's real store, with the category list already answered (as a fetch would), so no backend is needed. */
async function storeWithCategories(): Promise<ReturnType<typeof createTestStore>> {
  const store = createTestStore();
  await store.dispatch(categoriesApi.util.upsertQueryData('getCategories', undefined, CATEGORIES));
  return store;
}

async function renderForm(applied: EbookFilters) {
  const store = await storeWithCategories();
  const onApply = jest.fn<(filters: EbookFilters) => void>();
  const view = render(
    <Provider store={store}>
      <EbookFilterForm applied={applied} onApply={onApply} />
    </Provider>,
  );
  const rerender = (next: EbookFilters) =>
    view.rerender(
      <Provider store={store}>
        <EbookFilterForm applied={next} onApply={onApply} />
      </Provider>,
    );
  return { onApply, rerender, user: userEvent.setup() };
}

const boxNames = () => screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'));

test('a box per category but "All", the applied ones first and checked, their prices filled in', async () => {
  await renderForm({ categories: ['SEO'], free: false, minPrice: 10, maxPrice: 30 });
  expect(boxNames()).toEqual(['SEO', 'Digital Marketing', 'Branding', 'Mindset']);
  expect(screen.getByRole('checkbox', { name: 'SEO' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Mindset' })).not.toBeChecked();
  expect(screen.getByLabelText('Min price')).toHaveValue(10);
  expect(screen.getByLabelText('Max price')).toHaveValue(30);
});

test('Apply Filters hands over the chosen categories in the catalogue’s order and the prices, Free kept as it is', async () => {
  const { onApply, user } = await renderForm({ ...NO_FILTERS, free: true });
  await user.click(screen.getByRole('checkbox', { name: 'SEO' }));
  await user.click(screen.getByRole('checkbox', { name: 'Branding' }));
  await user.type(screen.getByLabelText('Max price'), '19.50');
  await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
  expect(onApply).toHaveBeenCalledWith({ categories: ['Branding', 'SEO'], free: true, minPrice: null, maxPrice: 19.5 });
});

test('a min above the max is pointed out on Min price, which takes focus; what was typed stays and nothing applies', async () => {
  const { onApply, user } = await renderForm(NO_FILTERS);
  await user.type(screen.getByLabelText('Min price'), '30');
  await user.type(screen.getByLabelText('Max price'), '10');
  await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
  const min = screen.getByLabelText('Min price');
  expect(min).toHaveAccessibleDescription(PRICE_FIELD_MESSAGES.minAboveMax);
  expect(min).toHaveAttribute('aria-invalid', 'true');
  expect(min).toHaveFocus();
  expect(min).toHaveValue(30);
  expect(screen.getByLabelText('Max price')).toHaveValue(10);
  expect(onApply).not.toHaveBeenCalled();
});

test('Clear filters unchecks every box and empties the prices, keeping Free', async () => {
  const { onApply, user } = await renderForm({ categories: ['SEO'], free: true, minPrice: 5, maxPrice: null });
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(onApply).toHaveBeenCalledWith({ ...NO_FILTERS, free: true });
  expect(screen.getByRole('checkbox', { name: 'SEO' })).not.toBeChecked();
  expect(screen.getByLabelText('Min price')).toHaveValue(null);
});

test('when the applied filters change (Back, a link), the form starts again from them, and focus stays put', async () => {
  const { rerender, user } = await renderForm({ ...NO_FILTERS, categories: ['SEO'] });
  await user.click(screen.getByRole('checkbox', { name: 'Mindset' }));
  const apply = screen.getByRole('button', { name: 'Apply Filters' });
  apply.focus();

  rerender({ ...NO_FILTERS, categories: ['Branding'], minPrice: 3 });
  expect(screen.getByRole('checkbox', { name: 'Branding' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Mindset' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'SEO' })).not.toBeChecked();
  expect(screen.getByLabelText('Min price')).toHaveValue(3);
  expect(apply).toHaveFocus();
});

test('the category list failing to load says so, with Retry, and the prices still work', async () => {
  // No category answer and no backend: the request fails, as it would offline.
  const store = createTestStore();
  const onApply = jest.fn<(filters: EbookFilters) => void>();
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <EbookFilterForm applied={NO_FILTERS} onApply={onApply} />
    </Provider>,
  );
  expect(await screen.findByText('The categories could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Min price'), '5');
  await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
  expect(onApply).toHaveBeenCalledWith({ ...NO_FILTERS, minPrice: 5 });
});
