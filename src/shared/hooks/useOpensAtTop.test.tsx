import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SCROLL_POSITIONS_STORAGE_KEY } from '../../config/constants';
import { forgetDocumentAddressShown, useOpensAtTop } from './useOpensAtTop';

function Probe() {
  return <p>{useOpensAtTop() ? 'at the top' : 'where it was'}</p>;
}

/** The app opened on `/` as a new document, with the scroll positions this tab saved as its pages were left. */
function openApp(savedPositions: Record<string, number> = {}) {
  forgetDocumentAddressShown();
  sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify(savedPositions));
  const router = createMemoryRouter([
    // Keys of their own: each screen mounts its own Probe, as each route mounts its own screen.
    { path: '/', element: <Probe key="home" /> },
    { path: '/ebooks', element: <Probe key="ebooks" /> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => sessionStorage.clear());

test('an address typed or a link followed into the app opens at the top', () => {
  openApp();
  expect(screen.getByText('at the top')).toBeInTheDocument();
});

test('a reload, a return from another site or an earlier visit in the tab left a position: the app returns to it', () => {
  openApp({ default: 5200 });
  expect(screen.getByText('where it was')).toBeInTheDocument();
});

test('a position saved at the very top is the top', () => {
  openApp({ default: 0 });
  expect(screen.getByText('at the top')).toBeInTheDocument();
});

test('a link followed in the app opens at the top; going back returns to where the page was', async () => {
  const router = openApp();
  await act(() => router.navigate('/ebooks'));
  expect(screen.getByText('at the top')).toBeInTheDocument();
  // Back to the document's own address: its position is in ScrollRestoration's memory, not in sessionStorage yet.
  await act(() => router.navigate(-1));
  expect(screen.getByText('where it was')).toBeInTheDocument();
  await act(() => router.navigate(1));
  expect(screen.getByText('where it was')).toBeInTheDocument();
});

test('unreadable saved positions are no position', () => {
  forgetDocumentAddressShown();
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }]);
  sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, '{not json');
  render(<RouterProvider router={router} />);
  expect(screen.getByText('at the top')).toBeInTheDocument();
});
