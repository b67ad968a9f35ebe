import { describe, expect, it } from 'vitest';
import { addressCheck, isAddressOrBlock, normalizeAddress } from './client-address.js';

describe('address lists', () => {
  it('accepts addresses and CIDR blocks, and nothing else', () => {
    for (const entry of ['10.0.0.0/8', '127.0.0.1', '::1', 'fc00::/7', '192.168.1.0/24']) {
      expect(isAddressOrBlock(entry)).toBe(true);
    }
    for (const entry of ['', 'not-an-ip', '10.0.0.0/33', '::/129', '10.0.0.0/', '10.0.0.0/8/8', '10.0.0.0/1e1']) {
      expect(isAddressOrBlock(entry)).toBe(false);
    }
  });

  it('reads an IPv4-mapped IPv6 peer as its IPv4 address', () => {
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(normalizeAddress('::ffff:zz')).toBe('::ffff:zz');
    expect(normalizeAddress(undefined)).toBe('');
  });

  it('checks addresses against single entries and blocks of both families', () => {
    const check = addressCheck(['10.0.0.0/8', '198.51.100.4', 'fc00::/7']);
    expect(check('10.1.2.3')).toBe(true);
    expect(check('::ffff:10.1.2.3')).toBe(true);
    expect(check('198.51.100.4')).toBe(true);
    expect(check('198.51.100.5')).toBe(false);
    expect(check('fd12::1')).toBe(true);
    expect(check('2001:db8::1')).toBe(false);
    expect(check('junk')).toBe(false);
  });

  it('trusts nobody with an empty list', () => {
    expect(addressCheck([])('127.0.0.1')).toBe(false);
  });
});
