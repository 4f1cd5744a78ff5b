import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('keeps an IPv4 address, and takes one mapped into IPv6 as IPv4', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 by its /64, however it is written', () => {
    const network = '2001:db8:0:1::/64';
    expect(clientAddress('2001:db8:0:1::1')).toBe(network);
    expect(clientAddress('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe(network);
    expect(clientAddress('2001:db8::1:0:0:0:9')).toBe(network);
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress('2001:db8:0:2::1')).not.toBe(network);
  });
});
