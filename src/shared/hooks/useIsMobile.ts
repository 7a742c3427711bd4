import { MOBILE_BREAKPOINT_PX } from '../../config/constants';
import { useMediaQuery } from './useMediaQuery';

/** The observed product's small-screen layout (bottom bar, mobile top bar): at MOBILE_BREAKPOINT_PX wide or less. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
