import ipaddr from 'ipaddr.js';

/**
 * The client address as the abuse limits and the view and ad counters count it. An IPv4 address
 * is itself (also when written IPv4-mapped, `::ffff:10.1.2.3`); an IPv6 address counts as its
 * /64 network, the block one subscriber line or phone is given: anybody who has one address in it
 * can use any of its 2^64 others, so counting them apart would let one client escape every limit.
 * Anything unparseable is counted as written.
 */
export function addressKey(ip: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(ip);
  } catch {
    return ip;
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const network = v6.parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
