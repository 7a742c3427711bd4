import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import './settings.css';

/** The frame of every page under Settings: the way back to the menu, the page's heading, its content. */
export function SettingsSubpage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page page--narrow settings-page">
      <Link className="settings-page__back" to={paths.settings.href()}>
        <ChevronLeft aria-hidden="true" size={18} />
        Settings
      </Link>
      <h1 className="page__title">{title}</h1>
      {children}
    </section>
  );
}
