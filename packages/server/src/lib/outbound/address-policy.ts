import { BlockList, isIP } from 'node:net';

/**
 * Which addresses the server may call on a store's behalf. A store owner types the address of
 * their shop, so without this any registered store could make the server call its own internal
 * network or a cloud metadata service (server-side request forgery).
 */

/** Never reachable, whatever the operator allows: metadata, link-local, multicast, reserved. */
const ALWAYS_BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['169.254.0.0', 16], // link-local, incl. the cloud metadata address 169.254.169.254
  ['192.0.0.0', 24], // IETF protocol assignments (incl. Oracle's metadata 192.0.0.192)
  ['192.0.2.0', 24], // documentation
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast 255.255.255.255
] as const) {
  ALWAYS_BLOCKED.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  ALWAYS_BLOCKED.addSubnet(net, prefix, 'ipv6');
}

/** The operator's own networks: reachable only with OUTBOUND_ALLOW_PRIVATE_HOSTS=true. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT (incl. Alibaba's metadata 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
PRIVATE.addAddress('::1', 'ipv6'); // loopback
PRIVATE.addSubnet('fc00::', 7, 'ipv6'); // unique-local (incl. AWS's metadata fd00:ec2::254)

/** Host names of cloud metadata services: refused before any lookup. */
const METADATA_HOSTS = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.internal',
  'instance-data',
  'instance-data.ec2.internal',
]);

export type AddressVerdict = 'public' | 'private' | 'blocked';

/** The 16 bytes of an IPv6 address (as node:net accepts it). */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const parts = v4[1]!.split('.').map(Number);
    text = `${text.slice(0, v4.index)}${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/**
 * The IPv4 address an IPv6 one carries (NAT64 64:ff9b::/96, 6to4 2002::/16, IPv4-compatible
 * ::/96), so 64:ff9b::7f00:1 is judged as 127.0.0.1. IPv4-mapped addresses BlockList maps itself.
 */
function embeddedIpv4(address: string): string | undefined {
  const bytes = ipv6Bytes(address);
  const at = (from: number) => bytes.slice(from, from + 4).join('.');
  const zeroUntil = (end: number) => bytes.slice(0, end).every((b) => b === 0);
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b) {
    return bytes.slice(4, 12).every((b) => b === 0) ? at(12) : undefined;
  }
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return at(2);
  if (zeroUntil(12) && !(bytes[12] === 0 && bytes[13] === 0 && bytes[14] === 0)) return at(12);
  return undefined;
}

/** How an IP address (as resolved or typed) may be called. */
export function classifyAddress(address: string): AddressVerdict {
  const family = isIP(address);
  if (family === 0) return 'blocked';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (ALWAYS_BLOCKED.check(address, type)) return 'blocked';
  if (PRIVATE.check(address, type)) return 'private';
  if (family === 6) {
    const embedded = embeddedIpv4(address);
    if (embedded) return classifyAddress(embedded);
  }
  return 'public';
}

/** Names refused before looking them up: metadata services and localhost. */
export function classifyHostName(hostname: string): AddressVerdict | undefined {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (METADATA_HOSTS.has(name)) return 'blocked';
  if (name === 'localhost' || name.endsWith('.localhost')) return 'private';
  return undefined;
}

export const allowed = (verdict: AddressVerdict, allowPrivateHosts: boolean) =>
  verdict === 'public' || (verdict === 'private' && allowPrivateHosts);
