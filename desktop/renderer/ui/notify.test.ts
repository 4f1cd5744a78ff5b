import { TOAST_MAX_COUNT } from '@shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, registerToastHost, secondsLeft, TOAST_HOST_PRIORITY, type ToastHost } from './notify';

function recordingHost() {
  const shown: [string, string, number | undefined][] = [];
  const host: ToastHost = { show: (kind, text, seconds) => shown.push([kind, text, seconds]) };
  return { host, shown };
}

describe('notify', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("goes to antd's host while it is mounted, to the light one otherwise", () => {
    const light = recordingHost();
    const antd = recordingHost();
    const offLight = registerToastHost(light.host, TOAST_HOST_PRIORITY.light);
    const offAntd = registerToastHost(antd.host, TOAST_HOST_PRIORITY.antd);
    notify.success('Saved');
    vi.advanceTimersByTime(5000);
    offAntd();
    notify.error('Failed', 2000);
    offLight();
    expect(antd.shown).toEqual([['success', 'Saved', undefined]]);
    expect(light.shown).toEqual([['error', 'Failed', 2]]);
  });

  it("moves the toast still up to the light host when antd's root goes away, for the time it had left", () => {
    const light = recordingHost();
    const antd = recordingHost();
    const offLight = registerToastHost(light.host, TOAST_HOST_PRIORITY.light);
    const offAntd = registerToastHost(antd.host, TOAST_HOST_PRIORITY.antd);
    notify.success('Password has been updated', 5000);
    vi.advanceTimersByTime(1000);
    // The portal sends the consigner to /login: antd's root unmounts.
    offAntd();
    offLight();
    expect(light.shown).toEqual([['success', 'Password has been updated', 4]]);
  });

  it('moves only what was still on screen: the newest TOAST_MAX_COUNT, not one whose time was up', () => {
    const light = recordingHost();
    const antd = recordingHost();
    const offLight = registerToastHost(light.host, TOAST_HOST_PRIORITY.light);
    const offAntd = registerToastHost(antd.host, TOAST_HOST_PRIORITY.antd);
    notify.info('Replaced');
    notify.loading('Signing out');
    offAntd();
    offLight();
    expect(light.shown).toEqual(
      [
        ['info', 'Replaced', 3],
        ['loading', 'Signing out', 0],
      ].slice(-TOAST_MAX_COUNT),
    );
  });

  it('the same whichever mounts first (React runs a child effect before its parent)', () => {
    const light = recordingHost();
    const antd = recordingHost();
    const offAntd = registerToastHost(antd.host, TOAST_HOST_PRIORITY.antd);
    const offLight = registerToastHost(light.host, TOAST_HOST_PRIORITY.light);
    notify.info('Hello');
    vi.advanceTimersByTime(3000);
    offAntd();
    offLight();
    expect(antd.shown).toEqual([['info', 'Hello', undefined]]);
    expect(light.shown).toEqual([]);
  });

  it("counts a toast's time left from when it was shown: the host's default when none was given", () => {
    expect(secondsLeft({ durationSeconds: undefined, shownAtMs: 0 }, 1000)).toBe(2);
    expect(secondsLeft({ durationSeconds: 5, shownAtMs: 0 }, 4950)).toBeNull();
    expect(secondsLeft({ durationSeconds: 0, shownAtMs: 0 }, 60_000)).toBe(0);
  });

  it('keeps loading and long-operation toasts up until replaced (duration 0)', () => {
    const host = recordingHost();
    const off = registerToastHost(host.host, TOAST_HOST_PRIORITY.light);
    notify.loading('Loading');
    notify.longOperation('Still working');
    notify.warning('Careful');
    off();
    expect(host.shown).toEqual([
      ['loading', 'Loading', 0],
      ['warning', 'Still working', 0],
      ['warning', 'Careful', undefined],
    ]);
  });
});
