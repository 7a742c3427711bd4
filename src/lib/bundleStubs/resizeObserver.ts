/**
 * Stands in for resize-observer-polyfill, which react-slick imports, in the
 * browser bundle (vite.config.ts aliases it here); about 2 KB gzip off the home
 * screen. The package itself hands out the browser's own ResizeObserver when
 * there is one, and every browser the build targets has one.
 */
export default globalThis.ResizeObserver;
