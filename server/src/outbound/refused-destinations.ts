import { BlockList, isIPv4, isIPv6 } from 'node:net';

type Subnet = [network: string, prefix: number];

interface RefusedRange {
  /** Worded for the refusal: "… is a loopback address". */
  kind: string;
  ipv4?: Subnet[];
  ipv6?: Subnet[];
}

/**
 * Every address a request to a user-supplied URL may not reach: IANA's special-purpose registries (RFC 6890 and
 * later) less nothing, first match wins so the narrower kinds come first. An IPv4 range is also refused in the IPv6
 * forms that carry an IPv4 address (see embeddedForms).
 */
const REFUSED_RANGES: RefusedRange[] = [
  {
    kind: 'cloud metadata',
    ipv4: [
      ['169.254.169.254', 32],
      ['169.254.170.2', 32],
      ['100.100.100.200', 32],
    ],
    ipv6: [['fd00:ec2::254', 128]],
  },
  { kind: 'loopback', ipv4: [['127.0.0.0', 8]], ipv6: [['::1', 128]] },
  { kind: 'unspecified ("this network")', ipv4: [['0.0.0.0', 8]], ipv6: [['::', 128]] },
  {
    kind: 'private',
    ipv4: [
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
    ],
  },
  { kind: 'link-local', ipv4: [['169.254.0.0', 16]], ipv6: [['fe80::', 10]] },
  { kind: 'unique-local', ipv6: [['fc00::', 7]] },
  { kind: 'shared (carrier-grade NAT)', ipv4: [['100.64.0.0', 10]] },
  { kind: 'multicast', ipv4: [['224.0.0.0', 4]], ipv6: [['ff00::', 8]] },
  { kind: 'broadcast or reserved', ipv4: [['240.0.0.0', 4]] },
  {
    kind: 'reserved',
    ipv4: [
      ['192.0.0.0', 24], // IETF protocol assignments
      ['192.0.2.0', 24], // documentation
      ['192.88.99.0', 24], // the retired 6to4 relay
      ['198.18.0.0', 15], // benchmarking
      ['198.51.100.0', 24], // documentation
      ['203.0.113.0', 24], // documentation
    ],
    ipv6: [
      ['::', 96], // IPv4-compatible, retired
      ['::ffff:0:0:0', 96], // IPv4-translated (SIIT)
      ['64:ff9b:1::', 48], // NAT64 for one network's own use
      ['100::', 64], // discard
      ['2001::', 23], // IETF protocol assignments, Teredo among them
      ['2001:db8::', 32], // documentation
      ['3fff::', 20], // documentation
      ['5f00::', 16], // segment routing
      ['fec0::', 10], // site-local, retired
    ],
  },
];

/**
 * The IPv6 forms that reach an IPv4 address: IPv4-mapped (::ffff:a.b.c.d, what a dual-stack socket uses), NAT64's
 * well-known prefix (64:ff9b::a.b.c.d, which a NAT64 gateway forwards to a.b.c.d) and 6to4 (2002:aabb:ccdd::/48).
 */
function embeddedForms([network, prefix]: Subnet): Subnet[] {
  const [a, b, c, d] = network.split('.').map(Number);
  const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
  return [
    [`::ffff:${network}`, 96 + prefix],
    [`64:ff9b::${network}`, 96 + prefix],
    [`2002:${hex(a, b)}:${hex(c, d)}::`, 16 + prefix],
  ];
}

const BLOCK_LISTS = REFUSED_RANGES.map(({ kind, ipv4 = [], ipv6 = [] }) => {
  const list = new BlockList();
  for (const [network, prefix] of ipv4) list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of [...ipv6, ...ipv4.flatMap(embeddedForms)]) list.addSubnet(network, prefix, 'ipv6');
  return { kind, list };
});

/** Why a request may not go to this IP address ("loopback", "private", ...), or null when it may. */
export function refusedAddressKind(address: string): string | null {
  // A scope (fe80::1%eth0) only says which interface; the address decides.
  const bare = address.replace(/%.*$/, '');
  const family = isIPv4(bare) ? 'ipv4' : isIPv6(bare) ? 'ipv6' : null;
  if (!family) return 'not an IP address';
  return BLOCK_LISTS.find(({ list }) => list.check(bare, family))?.kind ?? null;
}

/** Names that mean this machine, its network or its cloud's metadata service, whatever DNS says about them. */
const REFUSED_NAMES = new Set(['localhost', 'metadata', 'metadata.google.internal']);
const REFUSED_NAME_ENDINGS = ['.localhost', '.local', '.localdomain', '.internal', '.home.arpa'];

/** Whether a host name (lower case, no trailing dot) names something inside rather than a public service. */
export function isRefusedHostName(hostname: string): boolean {
  return REFUSED_NAMES.has(hostname) || REFUSED_NAME_ENDINGS.some((ending) => hostname.endsWith(ending));
}
