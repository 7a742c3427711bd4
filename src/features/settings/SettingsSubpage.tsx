import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { selectIsSignedIn } from '../auth/authSlice';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import './settings.css';

/**
 * The frame of every page under Settings: the way back to the menu, the page's heading, its content. A
 * visitor reading a legal page has no Settings to go back to: their way back is Home.
 */
export function SettingsSubpage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <section className="page page--narrow settings-page">
      <Link className="settings-page__back" to={signedIn ? paths.settings.href() : paths.home.href()}>
        <ChevronLeft aria-hidden="true" size={18} />
        {signedIn ? 'Settings' : 'Home'}
      </Link>
      <h1 className="page__title">{title}</h1>
      {children}
    </section>
  );
}
