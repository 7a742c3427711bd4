import { useLayoutEffect } from 'react';
import { THEME_COLORS } from './theme';
import { useResolvedTheme } from './useResolvedTheme';

/**
 * Keeps `<html data-theme>` and the browser chrome's colour in step with the
 * store. The inline script in index.html sets both before the first paint; this
 * takes over once the app runs. Call it once, in the shell.
 */
export function useDocumentTheme(): void {
  const theme = useResolvedTheme();
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
  }, [theme]);
}
