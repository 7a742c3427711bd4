import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createTestStore } from '../../testing/createTestStore';
import { demoReader } from '../../testing/fixtures';
import { sessionChanged } from '../auth/authSlice';
import { Library } from './Library';

type TestStore = ReturnType<typeof createTestStore>;

/** When the reader's orders were last asked for (jsdom has no backend: no attempt brings the reader's books). */
const ordersAskedAt = (store: TestStore) => store.getState().api.queries['getOrders(undefined)']?.startedTimeStamp ?? 0;

test('when the network comes back, the library asks for the reader’s books again rather than stay as it was offline', async () => {
  const store = createTestStore();
  store.dispatch(sessionChanged(demoReader));
  const router = createMemoryRouter([{ path: '/mylibrary', element: <Library /> }], {
    initialEntries: ['/mylibrary'],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await waitFor(() => expect(store.getState().api.queries['getOrders(undefined)']?.status).not.toBe('pending'));
  expect(screen.getByRole('tablist', { name: 'Your library' })).toBeInTheDocument();
  const firstAttempt = ordersAskedAt(store);

  act(() => void window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(ordersAskedAt(store)).toBeGreaterThan(firstAttempt));
});
