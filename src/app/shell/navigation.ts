import { BookOpen, Clapperboard, House, LayoutDashboard, Library, Settings, type LucideIcon } from 'lucide-react';
import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only the exact address counts as active (the home link would otherwise match every page). */
  end?: boolean;
}

/** The side bar's links (docs/product.md#screens), in groups; the second sits under the "Categories" heading. */
export const SIDE_BAR_LINKS: { top: NavItem[]; categories: NavItem[]; bottom: NavItem[] } = {
  top: [
    { label: 'Dashboard', to: paths.home.href(), icon: LayoutDashboard, end: true },
    { label: 'Library', to: paths.library.href(), icon: Library },
  ],
  categories: [
    { label: 'Ebooks', to: paths.ebooks.href(), icon: BookOpen },
    { label: 'Videos', to: paths.videos.href(), icon: Clapperboard },
  ],
  bottom: [{ label: 'Settings', to: paths.settings.href(), icon: Settings }],
};

/**
 * The bottom bar's links at 768 px or less: every section the side bar offers, so a phone reaches them all;
 * the home link is labelled Home there.
 */
export const BOTTOM_BAR_LINKS: NavItem[] = [
  { label: 'Home', to: paths.home.href(), icon: House, end: true },
  { label: 'Library', to: paths.library.href(), icon: Library },
  { label: 'Ebooks', to: paths.ebooks.href(), icon: BookOpen },
  { label: 'Videos', to: paths.videos.href(), icon: Clapperboard },
  { label: 'Settings', to: paths.settings.href(), icon: Settings },
];
