import { cacheControlForPath, HASHED_ASSET_CACHE_CONTROL, UNHASHED_FILE_CACHE_CONTROL } from './cacheHeaders';

describe('cacheControlForPath', () => {
  test('built files under assets/ (hashed names) are kept for a year without revalidation', () => {
    expect(cacheControlForPath('/assets/app-BrufNqX0.js', 'assets', true)).toBe('public, max-age=31536000, immutable');
    expect(cacheControlForPath('/assets/pdf.worker-Dd3x1.mjs', 'assets', true)).toBe(HASHED_ASSET_CACHE_CONTROL);
  });

  test('the page, the service worker, the manifest and icons are revalidated on every use', () => {
    for (const path of ['/', '/index.html', '/ebooks', '/sw.js', '/manifest.webmanifest', '/icons/icon-192.png']) {
      expect(cacheControlForPath(path, 'assets', true)).toBe(UNHASHED_FILE_CACHE_CONTROL);
    }
    expect(UNHASHED_FILE_CACHE_CONTROL).toBe('no-cache');
  });

  test('an asset URL with no such file (answered by the app page or a 404) is never kept', () => {
    expect(cacheControlForPath('/assets/app-gone1234.js', 'assets', false)).toBe('no-cache');
  });

  test('follows a build with another assets folder', () => {
    expect(cacheControlForPath('/static/app-1.js', 'static', true)).toBe(HASHED_ASSET_CACHE_CONTROL);
    expect(cacheControlForPath('/assets/app-1.js', 'static', true)).toBe('no-cache');
  });
});
