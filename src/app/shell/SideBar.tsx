import { StayUpdated } from '../../features/newsletter/StayUpdated';
import { Brand } from './Brand';
import { SIDE_BAR_LINKS, type NavItem } from './navigation';
import { ShellNavLink } from './ShellNavLink';

function LinkList({ items, labelledBy }: { items: NavItem[]; labelledBy?: string }) {
  return (
    <ul className="sidebar__links" aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.to}>
          <ShellNavLink item={item} className="sidebar-link" />
        </li>
      ))}
    </ul>
  );
}

/** The wide-screen navigation: the logo, the observed product's links with the Categories group, and Stay Updated. */
export function SideBar() {
  return (
    <aside className="sidebar">
      <Brand />
      <nav className="sidebar__nav" aria-label="Main">
        <LinkList items={SIDE_BAR_LINKS.top} />
        <h2 id="sidebar-categories" className="sidebar__heading">
          Categories
        </h2>
        <LinkList items={SIDE_BAR_LINKS.categories} labelledBy="sidebar-categories" />
        <hr className="sidebar__divider" />
        <LinkList items={SIDE_BAR_LINKS.bottom} />
      </nav>
      <StayUpdated />
    </aside>
  );
}
