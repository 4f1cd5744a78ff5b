import { describe, expect, it } from 'vitest';
import { IPC_CHANNELS } from '@shared/ipc/counter-bridge';
import { assertTrustedSender, isTrustedSender, UntrustedSenderError } from './ipc-sender';

const serverOrigin = 'https://counter.example.com';

describe('isTrustedSender', () => {
  it.each([
    'https://counter.example.com/',
    'https://counter.example.com/instore?x=1',
    'https://COUNTER.example.com/',
  ])('trusts a frame on the server origin: %s', (url) => {
    expect(isTrustedSender(url, serverOrigin)).toBe(true);
  });

  it.each([
    ['another port', 'https://counter.example.com:8443/'],
    ['another scheme', 'http://counter.example.com/'],
    ['a subdomain', 'https://evil.counter.example.com/'],
    ['a lookalike', 'https://counter.example.com.attacker.io/'],
    ['a blob document', 'blob:https://counter.example.com/6b1f'],
    ['a file page', 'file:///tmp/page.html'],
    ['about:blank', 'about:blank'],
    ['an empty url', ''],
    ['a null frame', null],
    ['a missing frame', undefined],
  ])('does not trust %s', (_label, url) => {
    expect(isTrustedSender(url, serverOrigin)).toBe(false);
  });
});

describe('assertTrustedSender', () => {
  it('throws a named error when the frame is gone', () => {
    expect(() => assertTrustedSender({ senderFrame: null }, IPC_CHANNELS.appVersion, serverOrigin)).toThrow(
      UntrustedSenderError,
    );
  });
});
