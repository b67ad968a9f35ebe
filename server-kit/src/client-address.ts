// Address lists (TRUST_PROXY, the api's gateway list) as a check of a peer's address: single addresses and CIDR
// blocks, IPv4 and IPv6, with IPv4-mapped IPv6 peers read as the IPv4 address they are.
import { BlockList, isIP, isIPv4, isIPv6 } from 'node:net';

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

/** Why an address list from the environment is refused. */
export const ADDRESS_LIST_MESSAGE = 'must be a comma-separated list of IP addresses or CIDR blocks';

/** A comma-separated list as written in the environment: entries trimmed, blanks dropped. */
export function splitAddressList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Whether every entry is an address or a CIDR block (an empty list is). */
export function isAddressList(entries: readonly string[]): boolean {
  return entries.every(isAddressOrBlock);
}

/** `::ffff:127.0.0.1` is the IPv4 client 127.0.0.1. */
export function normalizeAddress(address: string | undefined): string {
  const plain = address?.trim() ?? '';
  return plain.startsWith('::ffff:') && isIPv4(plain.slice(7)) ? plain.slice(7) : plain;
}

export type AddressCheck = (address: string) => boolean;

/** Whether an address is one of `entries` (addresses and CIDR blocks, already validated); never for an empty list. */
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
