import { describe, expect, it } from 'vitest';
import { notify, registerToastHost, TOAST_HOST_PRIORITY, type ToastHost } from './notify';

function recordingHost() {
  const shown: [string, string, number | undefined][] = [];
  const host: ToastHost = { show: (kind, text, seconds) => shown.push([kind, text, seconds]) };
  return { host, shown };
}

describe('notify', () => {
  it("goes to antd's host while it is mounted, to the light one otherwise", () => {
    const light = recordingHost();
    const antd = recordingHost();
    const offLight = registerToastHost(light.host, TOAST_HOST_PRIORITY.light);
    const offAntd = registerToastHost(antd.host, TOAST_HOST_PRIORITY.antd);
    notify.success('Saved');
    offAntd();
    notify.error('Failed', 2000);
    offLight();
    expect(antd.shown).toEqual([['success', 'Saved', undefined]]);
    expect(light.shown).toEqual([['error', 'Failed', 2]]);
  });

  it('the same whichever mounts first (React runs a child effect before its parent)', () => {
    const light = recordingHost();
    const antd = recordingHost();
    const offAntd = registerToastHost(antd.host, TOAST_HOST_PRIORITY.antd);
    const offLight = registerToastHost(light.host, TOAST_HOST_PRIORITY.light);
    notify.info('Hello');
    offAntd();
    offLight();
    expect(antd.shown).toEqual([['info', 'Hello', undefined]]);
    expect(light.shown).toEqual([]);
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
