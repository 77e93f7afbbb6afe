import { z } from 'zod';
import { fullBookingView } from '../bookings';
import { waiverSignatureItem } from '../waivers';
import {
  CREDIT_BUCKET_NAMES,
  CREDIT_KINDS,
  type CreditBalances,
  type CreditMovementView,
  type CustomerMappingView,
  type CustomerProfileView,
  type RelinkOutcome,
} from './admin-customers';
import { pageOf } from '../lists';

/**
 * The admin customer routes' answers as zod contracts, for the OpenAPI document, each checked against
 * the type the code answers with.
 */
const money = z.string().describe('Money as "35.00"');

export const creditBalances = z.object({
  total: z.number(),
  general: z.number(),
  membership: z.number(),
  loyalty: z.number(),
}) satisfies z.ZodType<CreditBalances>;

export const customerProfileView = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isEmployee: z.boolean(),
  isVerified: z.boolean(),
  joinedAt: z.string(),
  blockedFromBooking: z.boolean(),
  erased: z.boolean(),
  smsStopped: z.boolean(),
  blockedReason: z.string().nullable(),
  blockedAt: z.string().nullable(),
  credits: creditBalances,
  membership: z
    .object({
      planId: z.string(),
      planName: z.string(),
      status: z.enum(['active', 'past_due', 'ended']),
      currentPeriodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      memberSince: z.string(),
    })
    .nullable(),
  loyalty: z.object({
    isActive: z.boolean(),
    loyaltyPoints: z.number(),
    hoursPerCredit: z.number(),
    progressToNext: z.number(),
    hoursToNext: z.number(),
    creditsEarned: z.number(),
  }),
  giftCards: z.array(
    z.object({
      code: z.string(),
      originalAmount: money,
      currentBalance: money,
      status: z.enum(['active', 'voided']),
      issuedTo: z.string(),
      senderName: z.string(),
      relation: z.enum(['bought', 'received', 'both']),
      createdAt: z.string(),
    }),
  ),
  support: z.object({
    conversationKey: z.string(),
    unreadCount: z.number().int(),
    lastMessageAt: z.string().nullable(),
  }),
  waivers: z.array(waiverSignatureItem),
}) satisfies z.ZodType<CustomerProfileView>;

export const creditMovementView = z.object({
  id: z.string(),
  userId: z.string(),
  customerName: z.string().nullable(),
  bucket: z.enum([...CREDIT_BUCKET_NAMES, 'mixed']),
  buckets: z.object({ general: z.number(), membership: z.number(), loyalty: z.number() }),
  amount: z.number(),
  kind: z.enum(CREDIT_KINDS),
  reason: z.string(),
  actor: z.object({ userId: z.string().nullable(), role: z.string(), name: z.string().nullable() }),
  balanceAfter: creditBalances,
  createdAt: z.string(),
}) satisfies z.ZodType<CreditMovementView>;
export const creditMovementPage = pageOf(creditMovementView);

/** POST /api/admin/credits/grants: the customer granted and their balances after. */
export const creditsGranted = z.object({ userId: z.string(), balances: creditBalances });
export type CreditsGranted = z.infer<typeof creditsGranted>;

export const customerMappingView = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  squareCustomerId: z.string().nullable(),
  linkedBy: z.enum(['card', 'relink']).nullable(),
  linkedAt: z.string().nullable(),
  cardsOnFile: z.number().int(),
  card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
}) satisfies z.ZodType<CustomerMappingView>;
export const customerMappingPage = pageOf(customerMappingView);

export const relinkOutcome = z.object({
  userId: z.string(),
  squareCustomerId: z.string(),
  previousCustomerId: z.string().nullable(),
  created: z.boolean(),
}) satisfies z.ZodType<RelinkOutcome>;

/** A booking as GET /api/admin/users/:userId/bookings lists it (the full booking, money as "35.00"). */
/** A customer's booking as the admin page lists it: the bookings area's whole booking. */
export const customerBookingView = fullBookingView;
export type CustomerBookingView = z.infer<typeof customerBookingView>;
export const customerBookingPage = pageOf(customerBookingView);

/** GET /admin/customers/:userId/export: the profile (secrets left out) and one section per table holding the customer. */
export const customerDataExport = z.object({
  userId: z.string(),
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()).nullable(),
  sections: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
