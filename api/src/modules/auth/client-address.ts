// The address a request came from, as the gateway vouches for it. The gateway replaces any X-Forwarded-For a browser
// sends with its own (the proxies it trusts, then the peer it saw), so the header is believed only when the api's peer
// is a gateway, and the client is the last entry that is not one of the proxies in front of the gateway.
import { isIP, isIPv6 } from 'node:net';
import { addressCheck, normalizeAddress, type AddressCheck } from '@mathbridge/server-kit';

// The address lists are the server kit's: the gateway reads TRUST_PROXY with the same code.
export { isAddressOrBlock } from '@mathbridge/server-kit';

/** Loopback and private networks: where a gateway in front of the api runs (same machine, compose network). */
export const DEFAULT_GATEWAY_ADDRESSES = [
  '127.0.0.0/8',
  '::1',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  'fc00::/7',
] as const;

export interface AddressTrust {
  /** Peers whose X-Forwarded-For is believed: the gateways. */
  isGateway: AddressCheck;
  /** Proxies in front of the gateway (its TRUST_PROXY), skipped when reading the header from the right. */
  isProxy: AddressCheck;
}

export function addressTrust(gateways: readonly string[], proxies: readonly string[]): AddressTrust {
  return { isGateway: addressCheck(gateways), isProxy: addressCheck(proxies) };
}

/**
 * The client's address: the peer itself unless the peer is a gateway; then the rightmost X-Forwarded-For entry that
 * is not a trusted proxy (the leftmost when all are). Entries that are not addresses end the walk, as a proxy would
 * never write them.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: AddressTrust,
): string {
  const direct = normalizeAddress(peer);
  if (!trust.isGateway(direct) || forwardedFor === undefined) return direct;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map(normalizeAddress);
  let client = direct;
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i] ?? '';
    if (isIP(entry) === 0) break;
    client = entry;
    if (!trust.isProxy(entry)) break;
  }
  return client;
}

/**
 * The part of an address that names one client for counting: an IPv4 address, or an IPv6 /64 (one household or
 * host is usually given a whole /64, so single IPv6 addresses are free to change).
 */
export function addressKey(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}
