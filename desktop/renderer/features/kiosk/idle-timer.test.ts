import { describe, expect, it } from 'vitest';
import { KIOSK_IDLE_RELOAD_MS } from '@shared/constants';
import { createIdleTimer, type IdleClock, kioskIdleMsOf } from './idle-timer';

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: IdleClock = {
    setTimeout: (callback, ms) => {
      const handle = next++;
      timers.set(handle, { at: now + ms, callback });
      return handle;
    },
    clearTimeout: (handle) => timers.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [handle, timer] of [...timers]) {
      if (timer.at <= now) {
        timers.delete(handle);
        timer.callback();
      }
    }
  };
  return { clock, advance, pending: () => timers.size };
}

describe('createIdleTimer', () => {
  it('starts over after the quiet spell, once', () => {
    const { clock, advance } = manualClock();
    let idles = 0;
    createIdleTimer({ timeoutMs: KIOSK_IDLE_RELOAD_MS, onIdle: () => (idles += 1), clock });

    advance(KIOSK_IDLE_RELOAD_MS - 1);
    expect(idles).toBe(0);
    advance(1);
    expect(idles).toBe(1);
    advance(KIOSK_IDLE_RELOAD_MS * 3);
    expect(idles).toBe(1);
  });

  it('waits again from each activity', () => {
    const { clock, advance } = manualClock();
    let idles = 0;
    const timer = createIdleTimer({ timeoutMs: 1000, onIdle: () => (idles += 1), clock });

    advance(900);
    timer.activity();
    advance(900);
    timer.activity();
    advance(999);
    expect(idles).toBe(0);
    advance(1);
    expect(idles).toBe(1);
  });

  it('does nothing once stopped (the page left)', () => {
    const { clock, advance, pending } = manualClock();
    let idles = 0;
    const timer = createIdleTimer({ timeoutMs: 1000, onIdle: () => (idles += 1), clock });

    timer.stop();
    timer.activity();
    advance(5000);
    expect(idles).toBe(0);
    expect(pending()).toBe(0);
  });
});

describe('kioskIdleMsOf', () => {
  it("is the spec's 2 minutes unless the address shortens it", () => {
    expect(kioskIdleMsOf('')).toBe(120_000);
    expect(kioskIdleMsOf('?idleMs=abc')).toBe(120_000);
    expect(kioskIdleMsOf('?idleMs=-5')).toBe(120_000);
    expect(kioskIdleMsOf('?idleMs=3000')).toBe(3000);
  });

  it('never waits less than a second nor longer than the spec', () => {
    expect(kioskIdleMsOf('?idleMs=1')).toBe(1000);
    expect(kioskIdleMsOf('?idleMs=999999999')).toBe(120_000);
  });
});
