import { decryptSmsBody, encryptSmsBody } from './sms-body-crypto';

describe('stored SMS bodies', () => {
  const keys = {
    SESSION_SECRET: 'a-secret-of-at-least-16-chars',
    ENCRYPTION_KEY: 'k1:an-encryption-key-of-32-chars!!',
  };

  it('round-trips and never stores the text in the clear', () => {
    const body = 'Your code is 123456.';
    const blob = encryptSmsBody(keys, body);
    expect(blob).not.toContain('123456');
    expect(Buffer.from(blob.split('.')[2]!, 'base64').toString('latin1')).not.toContain('123456');
    expect(blob).not.toBe(encryptSmsBody(keys, body));
    expect(decryptSmsBody(keys, blob)).toBe(body);
  });

  it('refuses a tampered blob or the wrong key', () => {
    const [v, id, data] = encryptSmsBody(keys, 'hello').split('.');
    const raw = Buffer.from(data!, 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => decryptSmsBody(keys, `${v}.${id}.${raw.toString('base64')}`)).toThrow();
    expect(() =>
      decryptSmsBody({ ...keys, ENCRYPTION_KEY: 'k1:another-key-of-thirty-two-chars' }, encryptSmsBody(keys, 'hello')),
    ).toThrow();
  });
});
