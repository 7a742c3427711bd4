import type { HighlightColour } from './annotations';

/** A highlight's colour as a small dot beside its name (the name says it; the dot is decoration). */
export function ColourSwatch({ colour }: { colour: HighlightColour }) {
  return <span className={`colour-swatch colour-swatch--${colour}`} aria-hidden="true" />;
}
