import { openSecret, sealSecret, type KeySource } from '../../lib/sealed-secret';

/** A queued text's body, sealed under the `outbound-sms` key (see lib/sealed-secret.ts). */
const PURPOSE = 'outbound-sms';

export function encryptSmsBody(keys: KeySource, body: string): string {
  return sealSecret(keys, PURPOSE, body);
}

export function decryptSmsBody(keys: KeySource, blob: string): string {
  return openSecret(keys, PURPOSE, blob);
}
