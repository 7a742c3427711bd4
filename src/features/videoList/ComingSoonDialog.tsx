import { useAppSelector } from '../../app/hooks';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { selectVideoById } from '../videos/videosSlice';
import { comingSoonMessage, type ComingSoonRequest } from './videoList';

interface ComingSoonDialogProps {
  /** The video and the button pressed on it; null keeps the dialog closed. */
  request: ComingSoonRequest | null;
  onClose: () => void;
}

/**
 * What Watch and Download answer until video playback exists: the observed product shows
 * these buttons with no action, and a button that silently does nothing is
 * worse than one that says plainly what is coming.
 */
export function ComingSoonDialog({ request, onClose }: ComingSoonDialogProps) {
  const video = useAppSelector((state) => (request ? selectVideoById(state, request.videoId) : undefined));
  const open = request !== null && video !== undefined;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Coming soon"
      description={request && video ? comingSoonMessage(request.action, video.name) : undefined}
    >
      <Button onClick={onClose}>Got it</Button>
    </Modal>
  );
}
