import { toE164 } from '../lib/phone-number';

/**
 * What is wrong with a comma-separated list of admin phones, or null when every entry is a number
 * sign-in accepts (the same check, toE164): a number sign-in refuses could never become an admin.
 */
export function adminPhonesProblem(list: string): string | null {
  const bad = list
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && !toE164(p));
  if (bad.length === 0) return null;
  const named = bad.map((p) => `"${p}"`).join(', ');
  return `${named} ${bad.length === 1 ? 'is not a valid phone number' : 'are not valid phone numbers'} (sign-in would refuse ${bad.length === 1 ? 'it' : 'them'}); list numbers like +12125550199, comma separated`;
}
