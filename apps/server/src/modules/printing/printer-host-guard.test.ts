import { describe, expect, it } from 'vitest';
import { serverOwnAddressKind } from './printer-host-guard.js';

// A network printer's host must not be the server itself (issue 17 hardening): loopback,
// link-local (the cloud's metadata service) and the unspecified address; LAN addresses and
// printers' names are fine.

describe('serverOwnAddressKind', () => {
  it('finds loopback in IPv4, IPv6 and the name localhost', () => {
    for (const host of [
      '127.0.0.1',
      '127.8.8.8',
      '127.255.255.254',
      '::1',
      '[::1]',
      '0:0:0:0:0:0:0:1',
      'localhost',
      'LOCALHOST.',
      'LocalHost',
      'printer.localhost',
    ])
      expect([host, serverOwnAddressKind(host)]).toEqual([host, 'loopback']);
  });

  it('finds loopback in the old IPv4 spellings the resolver takes as addresses', () => {
    for (const host of ['127.1', '0x7f.0.0.1', '0177.0.0.1', '2130706433', '127.0.0.1.'])
      expect([host, serverOwnAddressKind(host)]).toEqual([host, 'loopback']);
  });

  it('finds loopback and link-local behind an IPv4-mapped IPv6 address', () => {
    expect(serverOwnAddressKind('::ffff:127.0.0.1')).toBe('loopback');
    expect(serverOwnAddressKind('[::ffff:169.254.169.254]')).toBe('link-local');
  });

  it('finds link-local, the cloud metadata address among them', () => {
    for (const host of ['169.254.169.254', '169.254.0.1', 'fe80::1', '[fe80::1]', 'febf::1'])
      expect([host, serverOwnAddressKind(host)]).toEqual([host, 'link-local']);
  });

  it('finds the unspecified address', () => {
    for (const host of ['0.0.0.0', '0', '0.1.2.3', '::', '[::]'])
      expect([host, serverOwnAddressKind(host)]).toEqual([host, 'unspecified']);
  });

  it('lets LAN addresses, public addresses and printers’ names through', () => {
    for (const host of [
      '192.168.1.50',
      '10.0.0.7',
      '172.16.0.9',
      '172.31.255.1',
      'fd00::9100',
      'fec0::1',
      '128.0.0.1',
      '169.255.0.1',
      '8.8.8.8',
      'kitchen-printer.local',
      'printer-1',
      'localhost-printer',
      'notlocalhost',
      '',
    ])
      expect([host, serverOwnAddressKind(host)]).toEqual([host, null]);
  });
});
