import { z } from 'zod';
import { INVALID_EMAIL, MISSING_INFO, requiredText, userInfoSchema } from '../../../contracts/users/accounts';
import { INVALID_PHONE, phoneBody, phoneNumber } from '../../phone.schemas';

export { INVALID_PHONE, phoneBody };

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
