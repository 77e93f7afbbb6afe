import { z } from 'zod';
import { pageOf } from '../lists';

export { success } from '../answers';

/** The user as the API answers it (users.queries.ts UserJson): verify-code, profile, admin lists. */
export const userJson = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isEmployee: z.boolean(),
  isVerified: z.boolean(),
  credits: z.number(),
  membershipCredits: z.number(),
  loyaltyCredits: z.number(),
  loyaltyPoints: z.number(),
  membershipType: z.string(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/auth/phone-user: the signed-in user (with the other areas' session fields), or { user: null }. */
export const sessionUser = z.union([z.object({ user: z.null() }), userJson.loose()]);

export const phoneExists = z.object({ exists: z.boolean() });
export const signupAvailable = z.object({ available: z.literal(true) });
export const codeSent = z.object({
  success: z.literal(true),
  message: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export const signedIn = z.object({ user: userJson });

export const adminUserRow = userJson.extend({ totalCredits: z.number(), blockedFromBooking: z.boolean() });
export const adminUsersPage = pageOf(adminUserRow);

export const smsLogEntry = z.object({
  smsId: z.string(),
  to: z.string(),
  reason: z.string(),
  status: z.enum(['queued', 'delivered', 'failed']),
  attempts: z.number().int(),
  error: z.string().nullable(),
  queuedAt: z.string(),
  settledAt: z.string().nullable(),
});
export const smsLogPage = pageOf(smsLogEntry);
