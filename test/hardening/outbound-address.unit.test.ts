import { refusedAddressReason, refusedHostReason } from '../../src/integrations/outbound/address-policy';

const host = (url: string, allowed: string[] = []) => refusedHostReason(new URL(url), allowed);

describe('outbound address policy', () => {
  it.each([
    // loopback, in every spelling a URL can carry
    ['http://127.0.0.1/', 'loopback'],
    ['http://127.1/', 'loopback'],
    ['http://2130706433/', 'loopback'],
    ['http://0x7f000001/', 'loopback'],
    ['http://0x7f.0.0.1/', 'loopback'],
    ['http://0177.0.0.1/', 'loopback'],
    ['http://017700000001/', 'loopback'],
    ['http://[::1]/', 'loopback'],
    ['http://[0:0:0:0:0:0:0:1]/', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', 'loopback'],
    ['http://[::ffff:7f00:1]/', 'loopback'],
    ['http://user:secret@127.0.0.1:6379/', 'loopback'],
    ['http://localhost:5432/', 'internal host name'],
    ['http://LOCALHOST./', 'internal host name'],
    ['http://api.localhost/', 'internal host name'],
    // cloud metadata and private networks
    ['http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['http://[::ffff:169.254.169.254]/', 'link-local'],
    ['http://2852039166/', 'link-local'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'internal host name'],
    ['http://10.0.0.5/', 'private'],
    ['http://012.0.0.5/', 'private'],
    ['http://172.16.3.4/', 'private'],
    ['http://192.168.1.1/', 'private'],
    ['http://0xc0a80101/', 'private'],
    ['http://[fd12:3456::1]/', 'unique-local'],
    ['http://[fe80::1]/', 'link-local'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://[ff02::1]/', 'multicast'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://0/', 'unspecified'],
    ['http://[::]/', 'unspecified'],
    ['http://100.64.0.1/', 'carrier NAT'],
    ['http://[2002:7f00:1::]/', 'reserved (6to4)'],
    ['http://[64:ff9b::7f00:1]/', 'reserved'],
    ['http://intranet/', 'internal host name'],
  ])('refuses %s (%s)', (url, kind) => {
    expect(host(url)).toContain(kind);
  });

  it.each([
    'https://hooks.example.com/in',
    'https://93.184.216.34/x',
    'https://[2606:2800:220:1::1]/x',
    'http://8.8.8.8',
  ])('lets the public address %s through', (url) => {
    expect(host(url)).toBeNull();
  });

  it('classifies resolved addresses (what DNS answers) the same way', () => {
    expect(refusedAddressReason('127.0.0.53')).toContain('loopback');
    expect(refusedAddressReason('::ffff:10.1.2.3')).toContain('private');
    expect(refusedAddressReason('fe80::a00:27ff:fe4e:66a1')).toContain('link-local');
    expect(refusedAddressReason('93.184.216.34')).toBeNull();
  });

  it('lets a host the venue names in OUTBOUND_ALLOWED_HOSTS through, and only that host', () => {
    expect(host('http://10.0.0.7:8080/door', ['10.0.0.7'])).toBeNull();
    expect(host('http://door.venue.lan/', ['door.venue.lan'])).toBeNull();
    expect(host('http://[::1]:9000/', ['::1'])).toBeNull();
    expect(host('http://10.0.0.8/', ['10.0.0.7'])).toContain('private');
  });
});
