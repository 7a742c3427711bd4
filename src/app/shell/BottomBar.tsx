import { BOTTOM_BAR_LINKS } from './navigation';
import { ShellNavLink } from './ShellNavLink';

/** The small-screen navigation, fixed to the bottom of the screen. */
export function BottomBar() {
  return (
    <nav className="bottombar" aria-label="Main">
      <ul className="bottombar__links">
        {BOTTOM_BAR_LINKS.map((item) => (
          <li key={item.to}>
            <ShellNavLink item={item} className="bottombar-link" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
