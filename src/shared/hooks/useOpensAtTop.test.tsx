import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useOpensAtTop } from './useOpensAtTop';

function Probe() {
  return <p>{useOpensAtTop() ? 'at the top' : 'where it was'}</p>;
}

/** The app on `/`, opened the way the browser says (the document's navigation entry). */
function openApp(documentNavigation: NavigationTimingType | null) {
  // jsdom's performance has no navigation entries (nor getEntriesByType): a browser's, as it would answer.
  const entries = documentNavigation ? [{ type: documentNavigation }] : [];
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? entries : []),
  });
  const router = createMemoryRouter([
    // Keys of their own: each screen mounts its own Probe, as each route mounts its own screen.
    { path: '/', element: <Probe key="home" /> },
    { path: '/ebooks', element: <Probe key="ebooks" /> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  delete (performance as Partial<Performance>).getEntriesByType;
});

// First in this file: the document's own address opens at the top only the first time it is shown.
test('an address typed or a link followed into the app opens at the top; coming back to it does not', async () => {
  const router = openApp('navigate');
  expect(screen.getByText('at the top')).toBeInTheDocument();
  await act(() => router.navigate('/ebooks'));
  expect(screen.getByText('at the top')).toBeInTheDocument();
  await act(() => router.navigate(-1));
  expect(screen.getByText('where it was')).toBeInTheDocument();
});

test('a reload, or coming back with the browser, returns to where the page was', () => {
  openApp('reload');
  expect(screen.getByText('where it was')).toBeInTheDocument();
});

test('coming back with the browser from another site returns to where the page was', () => {
  openApp('back_forward');
  expect(screen.getByText('where it was')).toBeInTheDocument();
});

test('a link followed in the app opens at the top; going back returns to where the page was', async () => {
  const router = openApp('reload');
  await act(() => router.navigate('/ebooks'));
  expect(screen.getByText('at the top')).toBeInTheDocument();
  await act(() => router.navigate('/'));
  await act(() => router.navigate(-1));
  expect(screen.getByText('where it was')).toBeInTheDocument();
});

test('without the browser saying how it came, nothing is left to draw later', () => {
  openApp(null);
  expect(screen.getByText('where it was')).toBeInTheDocument();
});
