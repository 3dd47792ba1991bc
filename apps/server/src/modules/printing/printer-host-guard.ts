import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { PrintersOnLoopback } from '@/config.js';

// The server opens TCP connections to a network printer's address (its badge, its jobs), so
// an address that is the server itself would let a merchant probe the server's own ports, or
// the cloud's metadata service on the link-local network (SSRF). LAN addresses are printers.

/** Why an address is the server's own: loopback, link-local or the unspecified address. */
export type ServerOwnAddressKind = 'loopback' | 'link-local' | 'unspecified';

const blockList = (subnets: [string, number, 'ipv4' | 'ipv6'][]) => {
  const list = new BlockList();
  for (const [network, prefix, family] of subnets) list.addSubnet(network, prefix, family);
  return list;
};

// BlockList matches an IPv4-mapped IPv6 address (::ffff:127.0.0.1) against the IPv4 subnets.
const KINDS: [ServerOwnAddressKind, BlockList][] = [
  [
    'loopback',
    blockList([
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ]),
  ],
  [
    'link-local',
    blockList([
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ]),
  ],
  [
    // 0.0.0.0/8 is "this host on this network": connecting to it reaches the server.
    'unspecified',
    blockList([
      ['0.0.0.0', 8, 'ipv4'],
      ['::', 128, 'ipv6'],
    ]),
  ],
];

/**
 * The host as the connection will read it. getaddrinfo takes the old IPv4 spellings
 * (127.1, 0x7f.0.0.1, 2130706433) as addresses, not names; the WHATWG URL parser writes
 * them, and IPv6, in their usual form, and lower-cases names. Null when it is no host.
 */
const canonicalHost = (host: string): string | null => {
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1');
  try {
    const { hostname } = new URL(`http://${bare.includes(':') ? `[${bare}]` : bare}/`);
    return hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  } catch {
    return null;
  }
};

/**
 * What of the server's own a host is, for IP literals and `localhost` (RFC 6761 keeps every
 * name under it on loopback); null for other addresses and for names, which are not resolved
 * here: printers on a LAN often have local names.
 */
export const serverOwnAddressKind = (host: string): ServerOwnAddressKind | null => {
  const canonical = canonicalHost(host);
  if (canonical === null) return null;
  if (canonical === 'localhost' || canonical.endsWith('.localhost')) return 'loopback';
  const family = isIP(canonical);
  if (family === 0) return null;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  return KINDS.find(([, list]) => list.check(canonical, type))?.[0] ?? null;
};

/** Whether a printer may be at an address of this kind (PRINTERS_ON_LOOPBACK for loopback). */
export const isAllowedPrinterHost = (host: string, onLoopback: PrintersOnLoopback): boolean => {
  const kind = serverOwnAddressKind(host);
  return kind === null || (kind === 'loopback' && onLoopback === 'allow');
};

/**
 * The name lookup for a printer's connection: a name is checked when it is saved only as a
 * name (it is not resolved then), so what it resolves to is checked here, each time, before
 * anything is sent to it. A name that leads to the server itself fails as unreachable.
 */
export const printerLookup =
  (onLoopback: PrintersOnLoopback): LookupFunction =>
  (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses.find(({ address }) => !isAllowedPrinterHost(address, onLoopback));
      if (refused) {
        const denied: NodeJS.ErrnoException = new Error(
          `${hostname} is this server itself, not a printer`,
        );
        denied.code = 'EPRINTERHOST';
        return callback(denied, '');
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first)
        return callback(
          Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }),
          '',
        );
      callback(null, first.address, first.family);
    });
  };
