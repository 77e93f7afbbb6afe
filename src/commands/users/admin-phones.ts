import type { Config } from '../../config/env';
import { toE164 } from '../../lib/phone-number';

/** The phones listed in ADMIN_PHONES (comma separated), normalised to E.164. */
export function adminPhones(config: Pick<Config, 'ADMIN_PHONES'>): Set<string> {
  return new Set(
    config.ADMIN_PHONES.split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => toE164(p) ?? p),
  );
}
