// Which IP addresses the server may open a connection to on a user's behalf: public
// unicast only. Everything else (this machine, the private network, the cloud metadata
// service at 169.254.169.254, multicast, documentation and reserved ranges) is refused.
//
// IPv6 is an allow list (global unicast 2000::/3 only) minus special ranges inside it,
// so anything outside 2000::/3 (::, ::1, fc00::/7, fe80::/10, fec0::/10, ff00::/8,
// ::ffff:0:0/96 mapped, ::/96 compatible, 64:ff9b::/96 NAT64, 100::/64 discard) is
// refused without a rule of its own. Forms that embed an IPv4 address (mapped,
// compatible, NAT64, 6to4, Teredo) are refused outright rather than unwrapped: no public
// website needs them, and unwrapping is where address checks usually go wrong
// (decision 009).
import { BlockList, isIP } from 'node:net';

const blockedV4 = subnets('ipv4', [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the local machine
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation TEST-NET-1
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation TEST-NET-2
  ['203.0.113.0', 24], // documentation TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
]);

const globalUnicastV6 = subnets('ipv6', [['2000::', 3]]);

const blockedV6 = subnets('ipv6', [
  ['2001::', 23], // IETF special purpose: Teredo 2001::/32, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['3fff::', 20], // documentation (RFC 9637)
]);

/** True only for a syntactically valid, public unicast IPv4 or IPv6 address. */
export function isPublicUnicastAddress(ip: string): boolean {
  // A zone index (fe80::1%eth0) only exists on link-local addresses.
  if (ip.includes('%')) return false;
  const version = isIP(ip);
  if (version === 4) return !blockedV4.check(ip, 'ipv4');
  if (version === 6) return globalUnicastV6.check(ip, 'ipv6') && !blockedV6.check(ip, 'ipv6');
  return false;
}

function subnets(
  type: 'ipv4' | 'ipv6',
  ranges: ReadonlyArray<readonly [string, number]>,
): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, type);
  return list;
}
