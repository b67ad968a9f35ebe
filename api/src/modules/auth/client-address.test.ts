import { describe, expect, it } from 'vitest';
import { IN_MEMORY, loadConfig } from '../../config/env.js';
import {
  DEFAULT_GATEWAY_ADDRESSES,
  addressKey,
  addressTrust,
  clientAddress,
  isAddressOrBlock,
} from './client-address.js';

const behindGateway = addressTrust(DEFAULT_GATEWAY_ADDRESSES, []);
const behindGatewayAndBalancer = addressTrust(DEFAULT_GATEWAY_ADDRESSES, ['198.51.100.0/24']);

describe('client address', () => {
  it("takes the address the gateway forwards, and only from a gateway's connection", () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7', behindGateway)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:172.18.0.3', '203.0.113.7', behindGateway)).toBe('203.0.113.7');
    // A caller that reaches the api directly cannot choose its address.
    expect(clientAddress('203.0.113.9', '198.51.100.1', behindGateway)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', undefined, behindGateway)).toBe('127.0.0.1');
  });

  it('reads past the proxies in front of the gateway, never further left than the first untrusted entry', () => {
    // A browser's own X-Forwarded-For (192.0.2.66) sits left of what the balancer saw.
    const header = '192.0.2.66, 203.0.113.7, 198.51.100.4';
    expect(clientAddress('127.0.0.1', header, behindGatewayAndBalancer)).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', header, behindGateway)).toBe('198.51.100.4');
    expect(clientAddress('127.0.0.1', 'junk, 198.51.100.4', behindGatewayAndBalancer)).toBe('198.51.100.4');
    expect(clientAddress('127.0.0.1', ['203.0.113.7', '::ffff:198.51.100.4'], behindGatewayAndBalancer)).toBe(
      '203.0.113.7',
    );
  });

  it('counts an IPv6 client by its /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('accepts addresses and CIDR blocks only', () => {
    expect(['10.0.0.0/8', '::1', 'fc00::/7', '203.0.113.7'].every(isAddressOrBlock)).toBe(true);
    expect(['10.0.0.0/33', 'localhost', '10.0.0.0/', '10.0.0.0/8/1', '::1/x'].some(isAddressOrBlock)).toBe(false);
  });

  it('reads the gateways and proxies from the environment, and names a bad entry', () => {
    const config = loadConfig({ DATA_DIR: IN_MEMORY, GATEWAY_ADDRESSES: '10.1.0.0/16', TRUST_PROXY: '198.51.100.4' });
    expect(config.accounts.gatewayAddresses).toEqual(['10.1.0.0/16']);
    expect(config.accounts.trustProxy).toEqual(['198.51.100.4']);
    expect(loadConfig({ DATA_DIR: IN_MEMORY }).accounts.gatewayAddresses).toEqual([...DEFAULT_GATEWAY_ADDRESSES]);
    expect(() => loadConfig({ DATA_DIR: IN_MEMORY, GATEWAY_ADDRESSES: 'gateway.local' })).toThrow(
      /GATEWAY_ADDRESSES: must be a comma-separated list of IP addresses or CIDR blocks/,
    );
  });
});
