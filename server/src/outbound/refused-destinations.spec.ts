import { isRefusedHostName, refusedAddressKind } from './refused-destinations';

describe('refused destinations', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['0.0.0.0', 'unspecified ("this network")'],
    ['::', 'unspecified ("this network")'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'cloud metadata'],
    ['fd00:ec2::254', 'cloud metadata'],
    ['100.100.100.200', 'cloud metadata'],
    ['169.254.0.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['100.64.0.1', 'shared (carrier-grade NAT)'],
    ['224.0.0.251', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast or reserved'],
    ['240.0.0.1', 'broadcast or reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['::7f00:1', 'reserved'],
  ])('refuses %s as %s', (address, kind) => {
    expect(refusedAddressKind(address)).toBe(kind);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'cloud metadata'],
    ['::ffff:10.1.2.3', 'private'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'cloud metadata'],
    ['64:ff9b::c0a8:101', 'private'],
    ['64:ff9b:1::a00:1', 'reserved'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:a00:1::', 'private'],
  ])('refuses the IPv4 address inside the IPv6 form %s as %s', (address, kind) => {
    expect(refusedAddressKind(address)).toBe(kind);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::6810:84e5', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'lets the public address %s through',
    (address) => {
      expect(refusedAddressKind(address)).toBeNull();
    },
  );

  it('refuses what is not an IP address at all', () => {
    expect(refusedAddressKind('127.1')).toBe('not an IP address');
    expect(refusedAddressKind('localhost')).toBe('not an IP address');
  });

  it('knows the names of this machine, its network and cloud metadata, and no others', () => {
    for (const name of [
      'localhost',
      'app.localhost',
      'metadata',
      'metadata.google.internal',
      'ip-10-0-0-1.ec2.internal',
      'printer.local',
      'nas.home.arpa',
      'localhost.localdomain',
    ]) {
      expect(isRefusedHostName(name)).toBe(true);
    }
    for (const name of ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'localhost.example.com', 'internal.example.com']) {
      expect(isRefusedHostName(name)).toBe(false);
    }
  });
});
