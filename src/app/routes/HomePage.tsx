import { useGetCategoriesQuery } from '../../features/categories/categoriesApi';
import { CategoryChips } from '../../features/home/CategoryChips';
import { CategoryRows } from '../../features/home/CategoryRows';
import { ContinueReadingSection } from '../../features/home/ContinueReadingSection';
import { HeroCarousel } from '../../features/home/HeroCarousel';
import { RecentlyAddedSection } from '../../features/home/RecentlyAddedSection';
import { RecentlyViewedSection } from '../../features/home/RecentlyViewedSection';
import { LearningStreakCard } from '../../features/learningActivity/LearningStreakCard';
import { InstallBanner } from '../../features/install/InstallBanner';
import { loadableFrom } from '../../lib/loadable';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useGetHomeCategoriesQuery, useGetRecentlyAddedQuery } from '../../features/products/productsApi';

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
  return (
    <>
      <InstallBanner />
      <div className="page home">
        <h1 className="visually-hidden">Home</h1>
        <HeroCarousel newest={newestIds} />
        <ContinueReadingSection />
        <div className="home-block">
          <LearningStreakCard />
        </div>
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
