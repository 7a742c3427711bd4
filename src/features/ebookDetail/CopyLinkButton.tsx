import { Link2 } from 'lucide-react';
import { useAppDispatch } from '../../app/hooks';
import { IconButton } from '../../shared/ui/IconButton';
import { toastRaised } from '../toasts/toastsSlice';
import { COPY_LINK_MESSAGES, copyText, ebookShareUrl } from './copyLink';

/** Copies the ebook's shareable address and says whether it worked (docs/product.md#messages). */
export function CopyLinkButton({ productId }: { productId: number }) {
  const dispatch = useAppDispatch();

  async function copy() {
    const copied = await copyText(ebookShareUrl(window.location.origin, productId), navigator.clipboard);
    dispatch(
      copied ? toastRaised('success', COPY_LINK_MESSAGES.copied) : toastRaised('danger', COPY_LINK_MESSAGES.failed),
    );
  }

  return (
    <IconButton
      label="Copy link"
      className="icon-button--outlined"
      icon={<Link2 aria-hidden="true" />}
      onClick={() => void copy()}
    />
  );
}
