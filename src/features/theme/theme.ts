/** The two looks of the app. */
export type Theme = 'light' | 'dark';
/** What the user chose: a theme, or nothing yet (follow the system). */
export type ThemePreference = Theme | 'system';

/** The theme to show: the stored choice, else the system's preference. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === 'light' || preference === 'dark') return preference;
  return systemPrefersDark ? 'dark' : 'light';
}

export function oppositeTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}
