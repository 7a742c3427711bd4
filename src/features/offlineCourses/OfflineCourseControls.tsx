import { formatBytes } from '../../lib/offlineFiles';
import { OfflineCopy } from '../../shared/ui/OfflineCopy';
import type { Video } from '../videos/videos';
import { useOfflineCourse } from './useOfflineCourse';

/**
 * A course card's offline controls (docs/product.md#a-course-can-be-watched-offline): Download saves every lesson,
 * then "Available offline" with the space the course takes and Remove. For a course the learner may watch.
 */
export function OfflineCourseControls({ course }: { course: Pick<Video, 'id' | 'name' | 'premium' | 'price'> }) {
  const { saved, downloading, progress, download, remove } = useOfflineCourse(course);
  return (
    <OfflineCopy
      name={course.name}
      purpose="viewing"
      progress={downloading ? progress : undefined}
      saved={saved !== undefined}
      onDownload={() => void download()}
      onRemove={() => void remove()}
      space={saved ? `${formatBytes(saved.bytes)} on this device` : ''}
    />
  );
}
