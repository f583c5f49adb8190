/**
 * The visitor's address, the key of its share of the budget. Behind load balancers and CDNs the
 * connection comes from the last of them, and each appends the address it was reached from to the
 * forwarding header (`X-Forwarded-For: client, hop1, hop2`). Only the entries the trusted hops added
 * can be believed: the visitor writes whatever it likes before them. So with `trustedHops` hops in front
 * of the proxy, the visitor is the `trustedHops`-th entry from the right — never the first, which the
 * visitor chooses. IPv6 visitors are keyed by their /64: one subscriber gets a whole /64 and can pick
 * any address in it.
 */

/**
 * The right-most untrusted entry of a forwarding header, or undefined when the header is missing or
 * holds fewer entries than there are trusted hops (the request didn't come through them all).
 */
export function forwardedClient(
  header: string | undefined,
  trustedHops: number,
): string | undefined {
  if (header === undefined || trustedHops < 1) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = entries[entries.length - Math.floor(trustedHops)];
  return entry === undefined ? undefined : withoutPort(entry);
}

/** `[2001:db8::1]:443` → `2001:db8::1`, `192.0.2.1:8080` → `192.0.2.1`. */
function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1]!;
  return /^[\d.]+:\d+$/.test(entry) ? entry.slice(0, entry.lastIndexOf(':')) : entry;
}

/**
 * The share an address counts against: an IPv4 address itself (also when written IPv4-mapped,
 * `::ffff:192.0.2.1`), an IPv6 address's /64 (`2001:db8:1:2::/64`), anything else as it is.
 */
export function shareKey(address: string): string {
  const text = address.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^(?:0{0,4}:){0,5}(?::|0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped) return mapped[1]!;
  if (!text.includes(':') || !/^[0-9a-f:.]+$/.test(text)) return text;
  const groups = expandIpv6(text);
  if (!groups) return text;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The eight groups of an IPv6 address (an embedded IPv4 tail counts as two), or undefined. */
function expandIpv6(text: string): string[] | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const part = (half: string) => (half === '' ? [] : half.split(':'));
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const last = (tail.length > 0 ? tail : head).at(-1) ?? '';
  if (last.includes('.')) {
    const octets = last.split('.').map(Number);
    const list = tail.length > 0 ? tail : head;
    list.splice(
      -1,
      1,
      ((octets[0]! << 8) | octets[1]!).toString(16),
      ((octets[2]! << 8) | octets[3]!).toString(16),
    );
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group)) ? groups : undefined;
}
