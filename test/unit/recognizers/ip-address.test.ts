import { describe, expect, it } from 'vitest';
import {
  ipAddressRecognizer,
  isValidIpv6,
  parseIpv4,
} from '../../../src/core/detect/recognizers/ip-address';
import { found, run } from './numeric-test-utils';

describe('IP address recognizer', () => {
  it('parses IPv4 and IPv6 strictly', () => {
    expect(parseIpv4('192.168.1.10')).toEqual([192, 168, 1, 10]);
    expect(parseIpv4('256.1.1.1')).toBeUndefined();
    expect(parseIpv4('01.2.3.4')).toBeUndefined();
    expect(parseIpv4('1.2.3')).toBeUndefined();
    expect(isValidIpv6('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe(true);
    expect(isValidIpv6('2001:db8::8a2e:370:7334')).toBe(true);
    expect(isValidIpv6('::1')).toBe(true);
    expect(isValidIpv6('::ffff:192.0.2.128')).toBe(true);
    expect(isValidIpv6('fe80::')).toBe(true);
    expect(isValidIpv6('1::2::3')).toBe(false);
    expect(isValidIpv6('12345::1')).toBe(false);
    expect(isValidIpv6('1:2:3:4:5:6:7')).toBe(false);
    expect(isValidIpv6('1:2:3:4:5:6:7:8:9')).toBe(false);
    expect(isValidIpv6('::ffff:999.0.2.128')).toBe(false);
  });

  it('finds IPv4 addresses with exact offsets', () => {
    expect(run(ipAddressRecognizer, 'Seen at 192.168.1.10.')).toEqual([
      ['IP', '192.168.1.10', 0.9],
    ]);
    expect(run(ipAddressRecognizer, 'IP: 8.8.8.8')).toEqual([['IP', '8.8.8.8', 0.95]]);
    expect(found(ipAddressRecognizer, '(10.0.0.1)')).toEqual(['10.0.0.1']);
  });

  it('finds IPv6 addresses in full and compressed forms', () => {
    expect(found(ipAddressRecognizer, 'addr 2001:0db8:85a3:0000:0000:8a2e:0370:7334 end')).toEqual([
      '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
    ]);
    expect(found(ipAddressRecognizer, 'link fe80::1ff:fe23:4567:890a.')).toEqual([
      'fe80::1ff:fe23:4567:890a',
    ]);
    expect(found(ipAddressRecognizer, 'loopback ::1 and ::ffff:192.0.2.128')).toEqual([
      '::1',
      '::ffff:192.0.2.128',
      '192.0.2.128',
    ]);
  });

  it('ignores hard negatives', () => {
    const negatives = [
      'version 1.2.3',
      'See Section 4.2.1.3 below',
      'see § 4.2.1.3',
      '4.2.1.3 Results',
      'version 10.0.19041.1234',
      'run 1.2.3.4.5',
      'bad 256.1.1.1 and 300.300.300.300',
      'time 10:30:45',
      'MAC 00:1A:2B:3C:4D:5E',
      'std::vector and a::b',
      'ratio 1:2:3:4:5:6:7:8',
      'dated 15.01.2024',
      'ip1.2.3.4',
    ];
    for (const text of negatives) expect(found(ipAddressRecognizer, text), text).toEqual([]);
  });
});
