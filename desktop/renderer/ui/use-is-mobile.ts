import { MOBILE_BREAKPOINT_PX } from '@shared/constants';
import { useMediaQuery } from './use-media-query';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** True below MOBILE_BREAKPOINT_PX (spec 001 §9), following the window as it is resized. */
export function useIsMobile(): boolean {
  return useMediaQuery(query);
}
