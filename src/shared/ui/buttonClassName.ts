export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

/**
 * The classes of a button's look, for a <button> or for a link that should
 * look like one (a router Link to "Browse Ebooks", "Back to Home").
 */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return ['button', `button--${variant}`, size === 'sm' ? 'button--sm' : '', extra ?? ''].filter(Boolean).join(' ');
}
