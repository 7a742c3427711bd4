import { NavLink } from 'react-router-dom';
import { isSignedInOnly } from '../../config/paths';
import { GuardedNavLink } from '../../features/auth/GuardedNavLink';
import type { NavItem } from './navigation';

/**
 * One navigation link of the side or bottom bar, highlighted (and marked
 * aria-current="page") while its page is open. Links to signed-in-only pages
 * go through the guard, which opens the login modal for a visitor instead.
 */
export function ShellNavLink({ item, className }: { item: NavItem; className: string }) {
  const Link = isSignedInOnly(item.to) ? GuardedNavLink : NavLink;
  const Icon = item.icon;
  return (
    <Link to={item.to} end={item.end} className={className}>
      <Icon className={`${className}__icon`} aria-hidden="true" />
      <span className={`${className}__label`}>{item.label}</span>
    </Link>
  );
}
