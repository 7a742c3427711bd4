import { screen } from '@testing-library/react';
import { demoReader, signedInAuth } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ReadingProgressLabel } from './ReadingProgressLabel';

const signedInReading = {
  auth: signedInAuth(demoReader),
  readingProgress: {
    userId: demoReader.id,
    positions: {
      '7': {
        productId: 7,
        page: 30,
        pageCount: 120,
        furthestPage: 30,
        device: 'Chrome on Linux',
        turnedAt: '2026-11-22T10:00:00.000Z',
        book: null,
      },
    },
    shownHere: {},
    unsent: [],
  },
};

test('a book that has been opened shows "Page X of N" and how far through it the reader is', () => {
  renderWithProviders(<ReadingProgressLabel productId={7} />, { preloadedState: signedInReading });
  expect(screen.getByText('Page 30 of 120')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Page 30 of 120' })).toHaveAttribute('value', '30');
});

test('a book never opened shows nothing', () => {
  const { container } = renderWithProviders(<ReadingProgressLabel productId={8} />, {
    preloadedState: signedInReading,
  });
  expect(container).toBeEmptyDOMElement();
});

test('a book read to its last page shows as finished', () => {
  const finished = {
    ...signedInReading,
    readingProgress: {
      ...signedInReading.readingProgress,
      positions: { '7': { ...signedInReading.readingProgress.positions['7'], page: 120, furthestPage: 120 } },
    },
  };
  renderWithProviders(<ReadingProgressLabel productId={7} />, { preloadedState: finished });
  expect(screen.getByText('Finished')).toBeInTheDocument();
  expect(screen.queryByText('Page 120 of 120')).not.toBeInTheDocument();
});
