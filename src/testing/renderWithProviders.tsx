import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { memoryStorage } from '../lib/safeStorage';
import { setupStore, type RootState } from '../app/store';
import { learnerStateFor } from './learnerStateFor';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** The address the component is rendered at. */
  route?: string;
  /** Other routes to register beside the component's own (path → element), e.g. to see where a link leads. */
  otherRoutes?: Record<string, ReactNode>;
}

/**
 * Renders a component with a fresh store (memory-backed persistence) and a
 * memory router, as the Redux docs recommend: one store per test, nothing mocked.
 */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { preloadedState, route = '/', otherRoutes = {}, ...renderOptions } = options;
  const { store } = setupStore({
    preloadedState,
    storage: memoryStorage(),
    learnerState: learnerStateFor(preloadedState),
  });
  const path = route.split('?')[0] || '/';
  const router = createMemoryRouter(
    [
      { path, element: ui },
      ...Object.entries(otherRoutes).map(([otherPath, element]) => ({ path: otherPath, element })),
    ],
    { initialEntries: [route] },
  );
  return {
    store,
    router,
    ...render(<RouterProvider router={router} />, {
      ...renderOptions,
      wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
    }),
  };
}
