import { decryptSmsBody, encryptSmsBody } from './sms-body-crypto';

describe('stored SMS bodies', () => {
  const secret = 'a-secret-of-at-least-16-chars';

  it('round-trips and never stores the text in the clear', () => {
    const body = 'Your code is 123456.';
    const blob = encryptSmsBody(secret, body);
    expect(Buffer.from(blob, 'base64').toString('latin1')).not.toContain('123456');
    expect(blob).not.toBe(encryptSmsBody(secret, body));
    expect(decryptSmsBody(secret, blob)).toBe(body);
  });

  it('refuses a tampered blob or the wrong secret', () => {
    const blob = Buffer.from(encryptSmsBody(secret, 'hello'), 'base64');
    blob[blob.length - 1] ^= 1;
    expect(() => decryptSmsBody(secret, blob.toString('base64'))).toThrow();
    expect(() => decryptSmsBody('another-secret-value-xx', encryptSmsBody(secret, 'hello'))).toThrow();
  });
});
