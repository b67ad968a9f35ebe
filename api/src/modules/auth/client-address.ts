// The address a request came from, as the gateway vouches for it. The gateway replaces any X-Forwarded-For a browser
// sends with its own (the proxies it trusts, then the peer it saw), so the header is believed only when the api's peer
// is a gateway, and the client is the last entry that is not one of the proxies in front of the gateway.
import { BlockList, isIP, isIPv4, isIPv6 } from 'node:net';

/** Loopback and private networks: where a gateway in front of the api runs (same machine, compose network). */
export const DEFAULT_GATEWAY_ADDRESSES = [
  '127.0.0.0/8',
  '::1',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  'fc00::/7',
] as const;

/** One address or CIDR block, e.g. 10.0.0.0/8 or ::1. */
export function isAddressOrBlock(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** `::ffff:127.0.0.1` is the IPv4 client 127.0.0.1. */
export function normalizeAddress(address: string | undefined): string {
  const plain = address?.trim() ?? '';
  return plain.startsWith('::ffff:') && isIPv4(plain.slice(7)) ? plain.slice(7) : plain;
}

export type AddressCheck = (address: string) => boolean;

export function addressCheck(entries: readonly string[]): AddressCheck {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = normalizeAddress(address);
    if (isIPv4(plain)) return list.check(plain, 'ipv4');
    if (isIPv6(plain)) return list.check(plain, 'ipv6');
    return false;
  };
}

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
