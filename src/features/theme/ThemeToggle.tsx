import { Moon, Sun } from 'lucide-react';
import { useAppDispatch } from '../../app/hooks';
import { oppositeTheme } from './theme';
import { themeChanged } from './themeSlice';
import { useResolvedTheme } from './useResolvedTheme';

/** The top bar's theme switch: a toggle button, pressed while the dark theme is on. The choice is stored. */
export function ThemeToggle() {
  const dispatch = useAppDispatch();
  const theme = useResolvedTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-button icon-button--outlined"
      aria-label="Dark theme"
      aria-pressed={dark}
      title={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
      onClick={() => dispatch(themeChanged(oppositeTheme(theme)))}
    >
      {dark ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
    </button>
  );
}
