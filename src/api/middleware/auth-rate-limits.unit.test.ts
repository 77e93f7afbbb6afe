import { addressKey } from './auth-rate-limits';

describe('the address a sign-in limit counts against', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:0001:8a2e:370:7334:1', '2001:db8:85a3:1::/64'],
    ['2001:db8:85a3:1::99', '2001:db8:85a3:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('puts two addresses of one /64 under one key', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
  });
});
