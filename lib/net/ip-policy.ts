import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which resolved addresses a server-side fetch may connect to: public unicast only. Everything a
 * request could use to reach the inside (loopback, private, link-local incl. cloud metadata,
 * carrier-grade NAT, multicast, reserved and documentation ranges) is refused, in IPv4 and IPv6,
 * including IPv4 addresses wrapped in IPv6 (mapped, compatible, NAT64, 6to4, Teredo).
 */
type Range = { base: bigint; bits: number };

function ipv4ToBigInt(ip: string): bigint {
  return ip.split('.').reduce((acc, part) => (acc << 8n) + BigInt(Number(part)), 0n);
}

/** Expands an IPv6 text (with '::' and an optional dotted IPv4 tail) into its 128-bit value. */
function ipv6ToBigInt(ip: string): bigint {
  let text = ip.split('%')[0] ?? ip; // zone ids (fe80::1%eth0) name an interface, not an address
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const v4 = ipv4ToBigInt(tail[1]);
    text = `${text.slice(0, -tail[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest === undefined ? [] : rest ? rest.split(':') : [];
  const missing = 8 - headGroups.length - restGroups.length;
  const groups = rest === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...restGroups];
  return groups.reduce((acc, group) => (acc << 16n) + BigInt(parseInt(group || '0', 16)), 0n);
}

const v4 = (cidr: string): Range => {
  const [base = '', bits = '32'] = cidr.split('/');
  return { base: ipv4ToBigInt(base), bits: Number(bits) };
};
const v6 = (cidr: string): Range => {
  const [base = '', bits = '128'] = cidr.split('/');
  return { base: ipv6ToBigInt(base), bits: Number(bits) };
};

function inRange(value: bigint, range: Range, width: number): boolean {
  const shift = BigInt(width - range.bits);
  return value >> shift === range.base >> shift;
}

const BLOCKED_V4 = [
  '0.0.0.0/8', // "this network"
  '10.0.0.0/8',
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8',
  '169.254.0.0/16', // link-local, cloud metadata (169.254.169.254)
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.31.196.0/24',
  '192.52.193.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '192.175.48.0/24',
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, includes 255.255.255.255
].map(v4);

/** Global unicast is 2000::/3; inside it these are not reachable public hosts. */
const GLOBAL_UNICAST_V6 = v6('2000::/3');
const BLOCKED_V6 = [
  '2001::/23', // IETF protocol assignments, incl. Teredo 2001::/32
  '2001:db8::/32', // documentation
  '2002::/16', // 6to4 carries an IPv4 address of any kind
  '3fff::/20', // documentation
].map(v6);
const MAPPED_V4 = v6('::ffff:0:0/96');

function isPublicIPv4(value: bigint): boolean {
  return !BLOCKED_V4.some((range) => inRange(value, range, 32));
}

export function isPublicAddress(ip: string): boolean {
  if (isIPv4(ip)) return isPublicIPv4(ipv4ToBigInt(ip));
  if (!isIPv6(ip)) return false;
  const value = ipv6ToBigInt(ip);
  // ::ffff:a.b.c.d is how dual-stack sockets write IPv4 peers: judge the IPv4 address inside.
  if (inRange(value, MAPPED_V4, 128)) return isPublicIPv4(value & 0xffffffffn);
  if (!inRange(value, GLOBAL_UNICAST_V6, 128)) return false;
  return !BLOCKED_V6.some((range) => inRange(value, range, 128));
}
