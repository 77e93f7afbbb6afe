import { z } from 'zod';
import { INVALID_EMAIL, MISSING_INFO, requiredText, userInfoSchema } from '../../../contracts/users/accounts';
import { toE164 } from '../../../domain/users/phone-number';

const PHONE_REQUIRED = 'Please enter a phone number';
export const INVALID_PHONE = 'Please enter a valid phone number.';

const phoneNumber = z
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

export const signupCheckBody = z.object({ phoneNumber, email: userInfoSchema.shape.email });

export const verifyBody = z.object({
  phoneNumber,
  code: z
    .string('Please enter a valid 6-digit code')
    .trim()
    .regex(/^\d{6}$/, 'Please enter a valid 6-digit code'),
  userInfo: userInfoSchema.optional().nullable(),
});

/** Profile edits: every field optional, but a given one may not be blank. */
export const profileChanges = z
  .object({
    firstName: requiredText.optional(),
    lastName: requiredText.optional(),
    email: z.string(INVALID_EMAIL).trim().max(254, INVALID_EMAIL).pipe(z.email(INVALID_EMAIL)).optional(),
  })
  .refine((b) => b.firstName !== undefined || b.lastName !== undefined || b.email !== undefined, MISSING_INFO);
