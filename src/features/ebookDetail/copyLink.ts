import { paths } from '../../config/paths';

/** The copy-link alerts (docs/product.md#messages). */
export const COPY_LINK_MESSAGES = {
  copied: 'Link copied to clipboard!',
  failed: 'Failed to copy link',
} as const;

/** The address to share an ebook by: its detail link on this site (docs/product.md#links-work-on-reload: it works on reload). */
export const ebookShareUrl = (origin: string, productId: number): string => `${origin}${paths.ebook.href(productId)}`;

/**
 * Writes text to the clipboard; false when there is no clipboard (an insecure
 * page, an old browser) or the browser refused (no permission, not focused).
 */
export async function copyText(text: string, clipboard: Pick<Clipboard, 'writeText'> | undefined): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
