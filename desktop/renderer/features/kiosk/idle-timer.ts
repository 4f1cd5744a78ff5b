import { KIOSK_IDLE_RELOAD_MS } from '@shared/constants';

/** The timers the idle timer runs on: the window's, or a test's clock. */
export interface IdleClock {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface IdleTimer {
  /** A mouse, touch or key event: the countdown starts again. */
  activity: () => void;
  stop: () => void;
}

/**
 * spec 001 §9: the kiosk starts over after KIOSK_IDLE_RELOAD_MS without mouse, touch or key activity.
 * Calls `onIdle` once per quiet spell; the next activity starts a new countdown.
 */
export function createIdleTimer(options: {
  timeoutMs: number;
  onIdle: () => void;
  clock: IdleClock;
}): IdleTimer {
  const { timeoutMs, onIdle, clock } = options;
  let handle: unknown = null;
  let isStopped = false;
  const arm = () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = clock.setTimeout(() => {
      handle = null;
      if (!isStopped) onIdle();
    }, timeoutMs);
  };
  arm();
  return {
    activity: () => {
      if (!isStopped) arm();
    },
    stop: () => {
      isStopped = true;
      if (handle !== null) clock.clearTimeout(handle);
      handle = null;
    },
  };
}

/** The shortest quiet spell a kiosk waits, whatever its address says. */
export const KIOSK_IDLE_MIN_MS = 1_000;
/** Test-only: `/instore?idleMs=2000` shortens the wait, so an end-to-end walk need not sit for 2 minutes. */
export const KIOSK_IDLE_PARAM = 'idleMs';

/** How long this kiosk waits: the spec's 2 minutes unless the address shortens it (never below a second). */
export function kioskIdleMsOf(search: string): number {
  const value = Number(new URLSearchParams(search).get(KIOSK_IDLE_PARAM));
  if (!Number.isInteger(value) || value <= 0) return KIOSK_IDLE_RELOAD_MS;
  return Math.min(KIOSK_IDLE_RELOAD_MS, Math.max(KIOSK_IDLE_MIN_MS, value));
}

/** The events that count as somebody at the kiosk. */
export const KIOSK_ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
] as const;
