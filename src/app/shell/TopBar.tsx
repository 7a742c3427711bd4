import { AccountButton } from '../../features/auth/AccountButton';
import { InstallButton } from '../../features/install/InstallButton';
import { ThemeToggle } from '../../features/theme/ThemeToggle';
import { SearchBox } from './SearchBox';

/** The wide-screen top bar: search, Install Our App (while offered), the theme toggle and the account. */
export function TopBar() {
  return (
    <header className="topbar">
      <SearchBox />
      <div className="topbar__actions">
        <InstallButton />
        <ThemeToggle />
        <AccountButton />
      </div>
    </header>
  );
}
