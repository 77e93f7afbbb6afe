import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** E.164 ('+12125550123') or null when the input is not a valid number; +1 is assumed without a country code. */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const parsed = parsePhoneNumberFromString(trimmed, 'US');
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

export function maskPhone(e164: string): string {
  return e164.length > 4 ? `${'*'.repeat(e164.length - 4)}${e164.slice(-4)}` : '****';
}
