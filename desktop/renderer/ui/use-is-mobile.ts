import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@shared/constants';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True below MOBILE_BREAKPOINT_PX (spec 001 §9), following the window as it is resized. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
