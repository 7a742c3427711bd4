import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths, type LibraryTab } from '../../config/paths';
import { VideoCard } from '../../productUi/VideoCard';
import { Tabs } from '../../shared/ui/Tabs';
import type { LibraryCardState } from './LibraryCard';
import { LIBRARY_TABS, libraryTabFromAddress } from './libraryTabs';
import { LibraryShelf, type EmptyShelfTexts } from './LibraryShelf';
import { useLibraryShelf } from './useLibraryShelf';

/** What each tab says while it loads and when it could not be loaded. */
const SHELF_TEXTS: Record<LibraryTab, { loading: string; failure: string }> = {
  purchased: {
    loading: 'Loading your purchased ebooks…',
    failure: 'Your purchased ebooks could not be loaded.',
  },
  favorites: {
    loading: 'Loading your favourite ebooks…',
    failure: 'Your favourite ebooks could not be loaded.',
  },
  videos: {
    loading: 'Loading your video courses…',
    failure: 'Your video courses could not be loaded.',
  },
};

/** docs/product.md#empty-states-say-what-is-empty: the Videos tab says it has no courses, and where they are. */
const NO_COURSES: EmptyShelfTexts = {
  title: 'No Video Courses Yet',
  message: 'Courses you start, buy or favourite appear here',
  action: 'Browse Videos',
  href: paths.videos.href(),
};

interface LibraryProps {
  /** What the app adds under each card: reading progress, the offline copy's controls. */
  cardExtras?: (productId: number, card: LibraryCardState) => ReactNode;
}

function TabShelf({ tab, cardExtras }: { tab: LibraryTab; cardExtras: LibraryProps['cardExtras'] }) {
  const { shelf, retry, retrying } = useLibraryShelf(tab);
  const texts = SHELF_TEXTS[tab];
  return (
    <LibraryShelf
      shelf={shelf}
      loadingLabel={texts.loading}
      failureMessage={texts.failure}
      onRetry={retry}
      retrying={retrying}
      cardExtras={cardExtras}
      renderItem={tab === 'videos' ? (id) => <VideoCard videoId={id} showProgress /> : undefined}
      empty={tab === 'videos' ? NO_COURSES : undefined}
    />
  );
}

/**
 * The signed-in reader's library: Purchased, Favorites and Videos tabs. The tab lives
 * in the address (`?tab=favorites`), so a reload or a shared link opens the
 * same one; choosing a tab replaces the address rather than adding to the
 * history, so Back leaves the library instead of walking through its tabs.
 */
export function Library({ cardExtras }: LibraryProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selected = libraryTabFromAddress(params);
  return (
    <Tabs
      label="Your library"
      selectedId={selected}
      onSelect={(tab) => void navigate(paths.library.href(tab), { replace: true, preventScrollReset: true })}
      tabs={LIBRARY_TABS.map(({ id, label }) => ({
        id,
        label,
        panel: <TabShelf tab={id} cardExtras={cardExtras} />,
      }))}
    />
  );
}
