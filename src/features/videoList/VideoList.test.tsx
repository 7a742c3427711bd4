import { expect } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { KeysetPage } from '../../lib/keysetPages';
import type { Video } from '../videos/videos';
import { videosApi } from '../videos/videosApi';
import { videosReceived } from '../videos/videosSlice';
import { VideoList } from './VideoList';
import { videoListQuery } from './videoList';

const video = (id: number): Video => ({
  id,
  name: `Video ${id}`,
  category: 'SEO',
  premium: false,
  price: 0,
  image: null,
  shortDescription: null,
  lessons: 3,
  rating: 4.5,
  createdAt: `2026-03-0${id}T10:00:00.000Z`,
});

/**
 * The SEO videos list once getVideos has answered, as it leaves the store: the
 * videos in the videos slice, their ids in the cached pages.
 */
async function renderWithVideos(pages: { videos: Video[]; hasMore: boolean }[]) {
  const rendered = renderWithProviders(<p>Start</p>, {
    route: '/start',
    otherRoutes: { '/videos': <VideoList category="SEO" /> },
  });
  rendered.store.dispatch(videosReceived(pages.flatMap((page) => page.videos)));
  const cached: KeysetPage[] = pages.map(({ videos, hasMore }, index) => ({
    ids: videos.map((item) => item.id),
    hasMore,
    hasEarlier: index > 0,
    first: null,
    last: { createdAt: videos.at(-1)?.createdAt ?? '', id: videos.at(-1)?.id ?? 0 },
  }));
  await rendered.store.dispatch(
    videosApi.util.upsertQueryData('getVideos', videoListQuery('SEO'), {
      pages: cached,
      pageParams: cached.map((_page, index) => ({ index })),
    }),
  );
  await act(() => rendered.router.navigate('/videos'));
  return rendered;
}

test('every page loaded shows, in order; "Load more videos" while more follow', async () => {
  await renderWithVideos([
    { videos: [video(4), video(3)], hasMore: true },
    { videos: [video(2)], hasMore: true },
  ]);
  const names = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
  expect(names).toEqual(['Video 4', 'Video 3', 'Video 2']);
  expect(screen.getByRole('button', { name: 'Load more videos' })).toBeInTheDocument();
});

test("for a visitor, a card's name and Watch lead to the course's page, with the heart and no Download", async () => {
  await renderWithVideos([{ videos: [video(4)], hasMore: false }]);
  const card = within(await screen.findByRole('article'));
  expect(card.getByRole('link', { name: 'Video 4' })).toHaveAttribute('href', '/video?id=4');
  expect(card.getByRole('link', { name: 'Watch Video 4' })).toHaveAttribute('href', '/video?id=4');
  expect(card.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
    'Favourite: Video 4',
  ]);
});

test('at the end of the list there is nothing more to load', async () => {
  await renderWithVideos([{ videos: [video(2), video(1)], hasMore: false }]);
  expect(await screen.findAllByRole('article')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Load more videos' })).not.toBeInTheDocument();
});

test('a category without videos says so', async () => {
  await renderWithVideos([{ videos: [], hasMore: false }]);
  expect(await screen.findByText('No Videos Found')).toBeInTheDocument();
});

test('a failed first load shows the failure with Retry, never the empty state', async () => {
  // There is no backend under jsdom: the request fails as it would offline.
  renderWithProviders(<VideoList category="SEO" />);
  expect(await screen.findByText('The videos could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByText('No Videos Found')).not.toBeInTheDocument();
});

test('a next page that fails to load says so under the grid, with Retry, and keeps the videos shown', async () => {
  await renderWithVideos([{ videos: [video(4), video(3)], hasMore: true }]);
  // No backend under jsdom: the next page fails as it would offline.
  act(() => screen.getByRole('button', { name: 'Load more videos' }).click());
  expect(await screen.findByText('More videos could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Load more videos' })).not.toBeInTheDocument();
});
