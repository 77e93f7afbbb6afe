import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets that must be kept (in an event, a read model) but never readable there:
 * webhook and door-system secrets, calendar-feed tokens, customers' personal-data keys.
 *
 * Keys: HKDF-SHA256 from `ENCRYPTION_KEY` (never the session secret in production) with the purpose
 * as HKDF info, so every purpose has a key of its own. `ENCRYPTION_KEY` may list several keys,
 * comma-separated, each `id:secret` (or a bare secret, id `k0`): the first seals, all of them open,
 * so a key is rotated by putting the new one first and keeping the old one until `npm run keys:rotate`
 * has sealed everything again. Output: `v2.<keyId>.<base64(iv | tag | ciphertext)>`. A value without
 * the prefix was sealed by the first version (SHA-256 of purpose and SESSION_SECRET) and still opens.
 */
export interface KeySource {
  ENCRYPTION_KEY?: string;
  SESSION_SECRET: string;
}

interface Keyring {
  currentId: string;
  secrets: Map<string, Buffer>;
}

const HKDF_SALT = Buffer.from('golf-bays/sealed-secret/v2');

/** Parses `ENCRYPTION_KEY`; undefined when it is unset (then the session secret stands in: development). */
export function parseEncryptionKeys(value: string | undefined): { id: string; secret: string }[] | undefined {
  if (!value || !value.trim()) return undefined;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part, index) => {
      const m = /^([A-Za-z0-9_-]{1,20}):(.+)$/.exec(part);
      return m ? { id: m[1]!, secret: m[2]! } : { id: `k${index}`, secret: part };
    });
}

function keyring(source: KeySource): Keyring {
  const keys = parseEncryptionKeys(source.ENCRYPTION_KEY) ?? [
    { id: 'dev', secret: `session:${source.SESSION_SECRET}` },
  ];
  return { currentId: keys[0]!.id, secrets: new Map(keys.map((k) => [k.id, Buffer.from(k.secret, 'utf8')])) };
}

function derive(ikm: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, HKDF_SALT, Buffer.from(purpose, 'utf8'), 32));
}

const legacyKey = (secret: string, purpose: string) => createHash('sha256').update(`${purpose}:${secret}`).digest();

export function sealSecret(source: KeySource, purpose: string, plain: string): string {
  const ring = keyring(source);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive(ring.secrets.get(ring.currentId)!, purpose), iv);
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v2.${ring.currentId}.${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64')}`;
}

function decrypt(key: Buffer, raw: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

export function openSecret(source: KeySource, purpose: string, sealed: string): string {
  const m = /^v2\.([A-Za-z0-9_-]{1,20})\.(.*)$/s.exec(sealed);
  if (!m) return decrypt(legacyKey(source.SESSION_SECRET, purpose), Buffer.from(sealed, 'base64'));
  const secret = keyring(source).secrets.get(m[1]!);
  if (!secret) throw new Error(`sealed with key "${m[1]}", which ENCRYPTION_KEY no longer lists`);
  return decrypt(derive(secret, purpose), Buffer.from(m[2]!, 'base64'));
}

/** Whether a sealed value is under the current key (a rotation re-seals the others). */
export function sealedWithCurrentKey(source: KeySource, sealed: string): boolean {
  return sealed.startsWith(`v2.${keyring(source).currentId}.`);
}
