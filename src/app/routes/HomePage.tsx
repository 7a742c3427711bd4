import { lazy, Suspense } from 'react';
import { selectIsSignedIn } from '../../features/auth/authSlice';
import { useGetCategoriesQuery } from '../../features/categories/categoriesApi';
import { CategoryChips } from '../../features/home/CategoryChips';
import { CategoryRows } from '../../features/home/CategoryRows';
import { HeroCarousel } from '../../features/home/HeroCarousel';
import { RecentlyAddedSection } from '../../features/home/RecentlyAddedSection';
import { RecentlyViewedSection } from '../../features/home/RecentlyViewedSection';
import { InstallBanner } from '../../features/install/InstallBanner';
import { loadableFrom } from '../../lib/loadable';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useGetHomeCategoriesQuery, useGetRecentlyAddedQuery } from '../../features/products/productsApi';
import { useAppSelector, useLearnerStateRestored } from '../hooks';

/**
 * "Continue learning" and the learning streak are a signed-in learner's: their code (and their endpoints) are
 * chunks of their own, shown once the learner's state is in the store, so a visitor's first visit to "/" does not
 * download them (docs/startup.md#each-screen-is-a-chunk-of-its-own).
 */
const ContinueLearningSection = lazy(() =>
  import('../../features/home/ContinueLearningSection').then(({ ContinueLearningSection: section }) => ({
    default: section,
  })),
);
const LearningStreakCard = lazy(() =>
  import('../../features/learningActivity/LearningStreakCard').then(({ LearningStreakCard: card }) => ({
    default: card,
  })),
);

/**
 * Home: the install banner (small screens), the hero, continue reading, the learning streak (signed in),
 * recently viewed, the
 * category chips, "Recently Added Books" and one row per category. Only
 * what the screen shows is asked for (docs/product.md#load-what-the-screen-shows), whatever the catalogue's
 * size: the newest ebooks (hero and "Recently Added Books" share them), the
 * category list for the chips, and the names of the categories that have
 * ebooks for the rows' headings; each row then asks for its own ebooks as it
 * nears the screen.
 */
export function HomePage() {
  useDocumentTitle('Home');
  const newest = useGetRecentlyAddedQuery();
  const categories = useGetCategoriesQuery();
  const rowCategories = useGetHomeCategoriesQuery();
  const newestIds = loadableFrom(newest, (list) => list.ids);
  const signedIn = useAppSelector(selectIsSignedIn);
  const learnerStateRestored = useLearnerStateRestored();
  return (
    <>
      <InstallBanner />
      <div className="page home">
        <h1 className="visually-hidden">Home</h1>
        <HeroCarousel newest={newestIds} />
        {learnerStateRestored && (
          <Suspense fallback={null}>
            <ContinueLearningSection />
          </Suspense>
        )}
        {signedIn && learnerStateRestored && (
          <div className="home-block">
            <Suspense fallback={null}>
              <LearningStreakCard />
            </Suspense>
          </div>
        )}
        <RecentlyViewedSection />
        <CategoryChips
          categories={loadableFrom(categories, (list) => list)}
          onRetry={() => void categories.refetch()}
        />
        <RecentlyAddedSection newest={newestIds} onRetry={() => void newest.refetch()} />
        <CategoryRows
          categories={loadableFrom(rowCategories, (names) => names)}
          onRetry={() => void rowCategories.refetch()}
        />
      </div>
    </>
  );
}
