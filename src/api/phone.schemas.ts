import { z } from 'zod';
import { toE164 } from '../lib/phone-number';

/** A phone number as every form takes it: trimmed, checked and turned into E.164. */
const PHONE_REQUIRED = 'Please enter a phone number';
export const INVALID_PHONE = 'Please enter a valid phone number.';

export const phoneNumber = z
  .string(PHONE_REQUIRED)
  .trim()
  .min(1, PHONE_REQUIRED)
  .max(40, INVALID_PHONE)
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: INVALID_PHONE });
      return z.NEVER;
    }
    return e164;
  });

export const phoneBody = z.object({ phoneNumber });
