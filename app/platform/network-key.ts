import ipaddr from "ipaddr.js";

/**
 * The network a client address belongs to, as every per-client limit counts
 * it (page renders, beacons, enquiries, sign-in): an IPv4 address alone, an
 * IPv6 address by its /64. A home or phone connection is given a whole /64
 * and picks a fresh address in it at will (privacy extensions), so counting
 * IPv6 addresses one by one let one connection walk past every limit
 * (issue 28, item 7). An IPv4 address written as IPv6 (`::ffff:203.0.113.7`,
 * what a dual-stack socket reports) is the IPv4 address. Anything that does
 * not parse ("unknown") is its own key. Logs keep the full address; only the
 * limits use this.
 */
export function networkKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 → IPv4
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(":")}::/64`;
}
