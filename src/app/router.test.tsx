import { expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createTestStore } from '../testing/createTestStore';
import { routeReads } from './routeReads';
import { appRoutes, routerReady } from './router';

// The reader's screen would start pdf.js's worker (a Vite `?url` import Jest cannot read).
jest.mock('../lib/pdfWorker', () => ({ PDF_WORKER_URL: '/pdf.worker.mjs' }));

// A shell that fails to render: what the visitor sees in place of the whole app.
jest.mock('./shell/AppShell', () => ({
  AppShell: () => {
    throw new Error('The shell could not render');
  },
}));

test('an app whose shell fails to render says so and offers a reload, not the router’s developer page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the thrown failure
  const router = createMemoryRouter(appRoutes(routeReads(createTestStore().dispatch)));
  await routerReady(router);
  render(<RouterProvider router={router} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Mentoria could not be shown. Reload the page to try again.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument();
});
