import { describe, expect, it } from 'vitest';
import { addressKey } from '../../src/server/lib/address-key';

describe('the address the limits and counters count by', () => {
  it('is the IPv4 address itself, also when written IPv4-mapped', () => {
    expect(addressKey('196.188.10.20')).toBe('196.188.10.20');
    expect(addressKey('::ffff:196.188.10.20')).toBe('196.188.10.20');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const home = '2001:db8:abcd:12::/64';
    expect(addressKey('2001:db8:abcd:12:1:2:3:4')).toBe(home);
    expect(addressKey('2001:0db8:abcd:0012:ffff::9')).toBe(home);
    expect(addressKey('2001:db8:abcd:13::1')).not.toBe(home);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything else as written', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
