import ipaddr from 'ipaddr.js';

/**
 * Where the server may send outbound requests (webhooks, the door system): public unicast addresses
 * only. Loopback, private, link-local (cloud metadata), unique-local, multicast, unspecified, shared
 * (carrier NAT), reserved and the IPv6 forms that carry an IPv4 address (mapped, 6to4, NAT64, Teredo)
 * are refused in every spelling, unless the venue names the host in OUTBOUND_ALLOWED_HOSTS.
 */

/** Names that only mean something inside a network (or to a cloud's metadata service). */
const INTERNAL_SUFFIXES = ['localhost', 'local', 'localdomain', 'internal', 'intranet', 'lan', 'home.arpa'];

/** Why an address is refused (its range in words), or null for a public unicast address. */
export function refusedAddressReason(address: string): string | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process() reads decimal, hex and octal IPv4 spellings and unwraps IPv4-mapped IPv6.
    parsed = ipaddr.process(address.replace(/^\[|\]$/g, ''));
  } catch {
    return 'not an IP address';
  }
  const range = parsed.range();
  return range === 'unicast' ? null : `${parsed.toString()} is a ${rangeLabel(range)} address`;
}

function rangeLabel(range: string): string {
  const labels: Record<string, string> = {
    loopback: 'loopback',
    private: 'private',
    linkLocal: 'link-local',
    uniqueLocal: 'unique-local',
    multicast: 'multicast',
    unspecified: 'unspecified',
    broadcast: 'broadcast',
    carrierGradeNat: 'shared (carrier NAT)',
  };
  return labels[range] ?? `reserved (${range})`;
}

/** A host name (no dots, or an internal suffix) that cannot be a public web address. */
export function isInternalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (!name.includes('.')) return true;
  return INTERNAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/** The URL's host as the allow-list spells it (lower case, IPv6 without brackets). */
export function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
}

/**
 * Why the URL's host (before any DNS lookup) is refused, or null. A literal address is classified;
 * a name is refused when it can only be internal. Names are resolved and checked again on delivery.
 */
export function refusedHostReason(url: URL, allowedHosts: readonly string[]): string | null {
  const host = hostOf(url);
  if (allowedHosts.includes(host)) return null;
  if (ipaddr.isValid(host)) return refusedAddressReason(host);
  return isInternalName(host) ? `${host} is an internal host name` : null;
}
