/**
 * Starts downloading an image the first screen is about to show, at high
 * priority, before the screen has rendered the <img> that shows it: the
 * browser matches the <img>'s request to this one (same address, no CORS),
 * so the image is there, or on its way, when the element appears. For the
 * cover that is a phone's largest paint; nothing else should use it.
 * Asking twice for the same address adds nothing.
 */
export function preloadImage(url: string | null | undefined): void {
  if (!url || typeof document === 'undefined') return;
  const preloads = document.head.querySelectorAll('link[rel="preload"][as="image"]');
  if ([...preloads].some((link) => link.getAttribute('href') === url)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', url);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
