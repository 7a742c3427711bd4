import type { ReactNode } from 'react';
import './Badge.css';

/** neutral: what the item is ("Video"); premium and free: its access (docs/product.md#video-badges-say-what-they-mean), in the same colours on every card. */
export type BadgeTone = 'neutral' | 'premium' | 'free';

/** The small pill a card shows under its name. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={tone === 'neutral' ? 'badge' : `badge badge--${tone}`}>{children}</span>;
}
