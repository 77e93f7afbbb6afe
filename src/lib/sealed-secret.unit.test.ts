import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { openSecret, parseEncryptionKeys, sealSecret, sealedWithCurrentKey } from './sealed-secret';

const SESSION_SECRET = 'session-secret-of-some-length';

describe('sealed secrets', () => {
  it('seal under the first ENCRYPTION_KEY, open under any listed one (rotation)', () => {
    const old = { SESSION_SECRET, ENCRYPTION_KEY: 'old:first-key-material-0123456789' };
    const sealed = sealSecret(old, 'webhook-secret', 'whsec_abc');
    expect(sealed.startsWith('v2.old.')).toBe(true);
    const rotated = {
      SESSION_SECRET,
      ENCRYPTION_KEY: 'new:second-key-material-987654321,old:first-key-material-0123456789',
    };
    expect(openSecret(rotated, 'webhook-secret', sealed)).toBe('whsec_abc');
    expect(sealedWithCurrentKey(rotated, sealed)).toBe(false);
    const resealed = sealSecret(rotated, 'webhook-secret', 'whsec_abc');
    expect(resealed.startsWith('v2.new.')).toBe(true);
    expect(sealedWithCurrentKey(rotated, resealed)).toBe(true);
    const newOnly = { SESSION_SECRET, ENCRYPTION_KEY: 'new:second-key-material-987654321' };
    expect(openSecret(newOnly, 'webhook-secret', resealed)).toBe('whsec_abc');
    expect(() => openSecret(newOnly, 'webhook-secret', sealed)).toThrow(/no longer lists/);
  });

  it('gives every purpose its own key and does not depend on the session secret', () => {
    const keys = { SESSION_SECRET, ENCRYPTION_KEY: 'k:key-material-key-material-key-material' };
    const sealed = sealSecret(keys, 'door-access', 'secret');
    expect(() => openSecret(keys, 'webhook-secret', sealed)).toThrow();
    expect(openSecret({ ...keys, SESSION_SECRET: 'a-different-session-secret' }, 'door-access', sealed)).toBe('secret');
  });

  it('still opens values sealed by the first version (SHA-256 of purpose and session secret)', () => {
    const iv = randomBytes(12);
    const cipher = createCipheriv(
      'aes-256-gcm',
      createHash('sha256').update(`calendar:${SESSION_SECRET}`).digest(),
      iv,
    );
    const data = Buffer.concat([cipher.update('token', 'utf8'), cipher.final()]);
    const legacy = Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
    expect(openSecret({ SESSION_SECRET, ENCRYPTION_KEY: 'k:whatever-key-material-here' }, 'calendar', legacy)).toBe(
      'token',
    );
  });

  it('parses bare and named keys', () => {
    expect(parseEncryptionKeys(' a:xx , yy ')).toEqual([
      { id: 'a', secret: 'xx' },
      { id: 'k1', secret: 'yy' },
    ]);
    expect(parseEncryptionKeys('')).toBeUndefined();
  });
});
