import { useAppSelector } from '../../app/hooks';
import { useMediaQuery } from '../../shared/hooks/useMediaQuery';
import { resolveTheme, SYSTEM_DARK_QUERY, type Theme } from './theme';
import { selectThemePreference } from './themeSlice';

/** The theme on screen: the stored choice, else the system's, following the system while nothing is chosen. */
export function useResolvedTheme(): Theme {
  const preference = useAppSelector(selectThemePreference);
  const systemPrefersDark = useMediaQuery(SYSTEM_DARK_QUERY);
  return resolveTheme(preference, systemPrefersDark);
}
