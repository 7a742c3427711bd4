/** The two looks of the app. */
export type Theme = 'light' | 'dark';
/** What the user chose: a theme, or nothing yet (follow the system). */
export type ThemePreference = Theme | 'system';

/** The media query that says the system prefers dark colours. */
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The browser chrome's colour (`<meta name="theme-color">`) per theme: each
 * theme's page background (--color-bg in styles/tokens.css). The no-flash
 * script in index.html repeats these two values.
 */
export const THEME_COLORS: Record<Theme, string> = { light: '#f7f3ec', dark: '#121715' };

/** The theme to show: the stored choice, else the system's preference. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === 'light' || preference === 'dark') return preference;
  return systemPrefersDark ? 'dark' : 'light';
}

export function oppositeTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}
