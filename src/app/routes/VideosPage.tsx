import { useNavigate, useSearchParams } from 'react-router-dom';
import { ALL_CATEGORIES } from '../../features/products/products';
import { CategoryIcon } from '../../features/categories/CategoryIcon';
import { VideoCategoryBar } from '../../features/videoList/VideoCategoryBar';
import { VideoList } from '../../features/videoList/VideoList';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { categoryFromAddress, videosHref } from '../../features/videoList/videoList';

/**
 * /videos: the category row and the videos of the selected category. The
 * category lives in the address (?category=, none for All), so a reload, a
 * shared link and Back all show the same list.
 */
export function VideosPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const category = categoryFromAddress(params);
  useDocumentTitle(category === ALL_CATEGORIES ? 'Videos' : `Videos: ${category}`);
  return (
    <section className="page">
      <h1 className="page__title">Videos</h1>
      <VideoCategoryBar
        selected={category}
        // A new history entry (Back returns to the previous category), without jumping to the top of the page.
        onSelect={(next) => void navigate(videosHref(next), { preventScrollReset: true })}
        renderIcon={(item) => <CategoryIcon name={item.icon} />}
      />
      <VideoList key={category} category={category} />
    </section>
  );
}
