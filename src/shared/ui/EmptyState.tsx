import type { ReactNode } from 'react';
import './EmptyState.css';

interface EmptyStateProps {
  title: string;
  message?: string;
  /** A decorative icon (lucide); hidden from screen readers. */
  icon?: ReactNode;
  /** What the person can do next, e.g. a "Browse Ebooks" link. */
  action?: ReactNode;
  /** The heading level the title takes in its page's outline. */
  headingLevel?: 2 | 3;
}

/** What a list shows when it has nothing in it: says what is empty and, where there is one, the way forward. */
export function EmptyState({ title, message, icon, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-state">
      {icon && (
        <span className="empty-state__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className="empty-state__title">{title}</Heading>
      {message && <p className="empty-state__message">{message}</p>}
      {action}
    </div>
  );
}
