import { Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { AccountButton } from '../../features/auth/AccountButton';
import { ThemeToggle } from '../../features/theme/ThemeToggle';
import { Brand } from './Brand';

/** The top bar at 768 px or less: the logo, a search icon to /search, the theme toggle and the account. */
export function MobileTopBar() {
  return (
    <header className="topbar topbar--mobile">
      <Brand />
      <div className="topbar__actions">
        <Link to={paths.search.href()} className="icon-button" aria-label="Search" title="Search">
          <Search aria-hidden="true" />
        </Link>
        <ThemeToggle />
        <AccountButton />
      </div>
    </header>
  );
}
