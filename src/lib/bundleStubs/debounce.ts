/**
 * Stands in for lodash.debounce in the browser bundle (vite.config.ts aliases
 * it here); about 0.6 KB gzip off the home screen, which has to fit the "/"
 * budget. react-slick is its only importer, and it only calls
 * `debounce(fn, wait)` and `.cancel()` (to re-measure the track 50 ms after
 * the window stops resizing); none of lodash's options are used.
 */
export default function debounce<Args extends unknown[]>(
  fn: (...args: Args) => unknown,
  wait = 0,
): ((...args: Args) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, wait);
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
