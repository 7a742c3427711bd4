import { useGetCategoriesQuery } from '../../features/categories/categoriesApi';
import { CategoryChips } from '../../features/home/CategoryChips';
import { CategoryRows } from '../../features/home/CategoryRows';
import { ContinueReadingSection } from '../../features/home/ContinueReadingSection';
import { HeroCarousel } from '../../features/home/HeroCarousel';
import { loadableFrom } from '../../features/home/home';
import { RecentlyAddedSection } from '../../features/home/RecentlyAddedSection';
import { RecentlyViewedSection } from '../../features/home/RecentlyViewedSection';
import { InstallBanner } from '../../features/install/InstallBanner';
import { useGetHomeRowsQuery, useGetRecentlyAddedQuery } from '../../features/products/productsApi';

/**
 * Home: the install banner (small screens), the hero, continue reading, recently viewed, the
 * category chips, "Recently Added Books" and one row per category. Three
 * requests whatever the catalogue's size (decision 6): the newest ebooks
 * (hero and "Recently Added Books" share them), the category list, and every
 * category row in one call.
 */
export function HomePage() {
  const newest = useGetRecentlyAddedQuery();
  const categories = useGetCategoriesQuery();
  const homeRows = useGetHomeRowsQuery();
  const newestIds = loadableFrom(newest, (list) => list.ids);
  return (
    <>
      <InstallBanner />
      <div className="page home">
        <h1 className="visually-hidden">Home</h1>
        <HeroCarousel newest={newestIds} />
        <ContinueReadingSection />
        <RecentlyViewedSection />
        <CategoryChips
          categories={loadableFrom(categories, (list) => list)}
          onRetry={() => void categories.refetch()}
        />
        <RecentlyAddedSection newest={newestIds} onRetry={() => void newest.refetch()} />
        <CategoryRows rows={loadableFrom(homeRows, (data) => data.rows)} onRetry={() => void homeRows.refetch()} />
      </div>
    </>
  );
}
