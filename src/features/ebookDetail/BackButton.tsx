import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { IconButton } from '../../shared/ui/IconButton';

/**
 * Back to where the reader came from within the app; on a page opened
 * directly (a shared link, a new tab: the router's first entry has the key
 * 'default'), to the ebooks list rather than out of the app.
 */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const hasInAppHistory = location.key !== 'default';
  return (
    <IconButton
      label="Back"
      className="icon-button--outlined"
      icon={<ArrowLeft aria-hidden="true" />}
      onClick={() => void (hasInAppHistory ? navigate(-1) : navigate(paths.ebooks.href()))}
    />
  );
}
