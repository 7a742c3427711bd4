import { expect, jest, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadOnce } from '../lib/loadOnce';
import { LoadedScreen, type ScreenModule } from './LoadedScreen';

/** A screen's chunk that arrives, or fails, when the test says. */
function chunkOnItsWay() {
  const chunk = { arrive: () => undefined as void, fail: (_error: Error) => undefined as void, loads: 0 };
  const module: ScreenModule = loadOnce(() => {
    chunk.loads += 1;
    return new Promise((resolve, reject) => {
      chunk.arrive = () => resolve(() => <h1>The screen</h1>);
      chunk.fail = reject;
    });
  });
  return { chunk, module };
}

/** The screen at "/", beside another route to leave it for, with a route error screen like the app's. */
function renderRoutes(module: ScreenModule) {
  const router = createMemoryRouter([
    { path: '/', element: <LoadedScreen screen={module} />, errorElement: <p>This page could not be loaded.</p> },
    { path: '/elsewhere', element: <p>Elsewhere</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

test('a screen whose code has already arrived shows at once, with no spinner in between', async () => {
  const { chunk, module } = chunkOnItsWay();
  const loading = module();
  chunk.arrive();
  await loading;
  renderRoutes(module);
  expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(chunk.loads).toBe(1);
});

test('a screen whose code is on its way shows a spinner, then the screen when it arrives', async () => {
  const { chunk, module } = chunkOnItsWay();
  renderRoutes(module);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  await act(async () => chunk.arrive());
  expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(chunk.loads).toBe(1);
});

test('a screen whose code fails to load shows the route’s error, and opening it again asks for the code again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the thrown failure
  const { chunk, module } = chunkOnItsWay();
  const router = renderRoutes(module);
  await act(async () => chunk.fail(new Error('Failed to fetch dynamically imported module')));
  expect(screen.getByText('This page could not be loaded.')).toBeInTheDocument();

  await act(() => router.navigate('/elsewhere'));
  await act(() => router.navigate('/'));
  expect(chunk.loads).toBe(2);
  await act(async () => chunk.arrive());
  expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
});
