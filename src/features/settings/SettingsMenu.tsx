import {
  ChevronRight,
  FileText,
  Languages,
  LifeBuoy,
  LogOut,
  MonitorSmartphone,
  Palette,
  ReceiptText,
  Shield,
  User,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import './settings.css';

/** The pages the Settings menu links to, in the observed product's order (Theme sits between Language and Need Help?). */
const PAGES: { label: string; href: string; icon: LucideIcon }[] = [
  { label: 'Profile Settings', href: paths.profile.href(), icon: User },
  { label: 'Privacy Policy', href: paths.privacy.href(), icon: Shield },
  { label: 'Terms & Conditions', href: paths.terms.href(), icon: FileText },
  { label: 'Refund Policy', href: paths.refund.href(), icon: ReceiptText },
  { label: 'Language', href: paths.language.href(), icon: Languages },
];

interface SettingsMenuProps {
  /** Opens the Theme dialog (the menu's Theme row is a button, not a page). */
  onThemeClick: () => void;
  /** Signs out on this device; the red Logout row. */
  onLogout: () => void;
  /** Asks before signing out on every device (the row under Logout). */
  onSignOutEverywhere: () => void;
}

function RowContent({ icon: Icon, label, trailing }: { icon: LucideIcon; label: string; trailing?: ReactNode }) {
  return (
    <>
      <Icon className="settings-row__icon" aria-hidden="true" />
      <span className="settings-row__label">{label}</span>
      {trailing}
    </>
  );
}

const chevron = <ChevronRight className="settings-row__chevron" aria-hidden="true" />;

/** The Settings menu of docs/product.md#screens: a page per row, Theme as a dialog, and Logout in red. */
export function SettingsMenu({ onThemeClick, onLogout, onSignOutEverywhere }: SettingsMenuProps) {
  return (
    <nav aria-label="Settings">
      <ul className="settings-menu">
        {PAGES.map((page) => (
          <li key={page.href}>
            <Link className="settings-row" to={page.href}>
              <RowContent icon={page.icon} label={page.label} trailing={chevron} />
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="settings-row" aria-haspopup="dialog" onClick={onThemeClick}>
            <RowContent icon={Palette} label="Theme" trailing={chevron} />
          </button>
        </li>
        <li>
          <Link className="settings-row" to={paths.help.href()}>
            <RowContent icon={LifeBuoy} label="Need Help?" trailing={chevron} />
          </Link>
        </li>
        <li>
          <button type="button" className="settings-row settings-row--danger" onClick={onLogout}>
            <RowContent icon={LogOut} label="Logout" />
          </button>
        </li>
        <li>
          <button type="button" className="settings-row" aria-haspopup="dialog" onClick={onSignOutEverywhere}>
            <RowContent icon={MonitorSmartphone} label="Sign out on all devices" trailing={chevron} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
