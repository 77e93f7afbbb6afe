import { z } from 'zod';
import { pageOf } from '../lists';

/** The membership answers as zod contracts (memberships.ts names their types; memberships.openapi.ts checks them). */
const money = z.string();

export const membershipPlanView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  monthlyFee: money,
  discountAmount: money,
  freeCreditsPerMonth: z.number(),
  advanceBookingDays: z.number().int(),
  creditRestrictedDays: z.array(z.string()),
  creditRestrictedStartTime: z.string().nullable(),
  creditRestrictedEndTime: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number(),
});

export const userMembershipView = z.object({
  id: z.string(),
  userId: z.string(),
  planId: z.string(),
  status: z.enum(['active', 'past_due']),
  isActive: z.boolean(),
  isPastDue: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  nextRetryAt: z.string().nullable(),
  memberSince: z.string(),
  plan: membershipPlanView.nullable(),
  membershipPlan: membershipPlanView.nullable(),
});

export const membershipPaymentStatus = z.object({
  isPastDue: z.boolean(),
  paymentStatusMessage: z.string().nullable(),
  nextRetryAt: z.string().nullable(),
  /** The bank wants the member to approve the renewal (3-D Secure): the approval's page is /approve-payment/{id}. */
  approvalId: z.string().nullable().optional(),
});

export const subscriptionResponse = z.object({
  success: z.boolean(),
  processor: z.enum(['square', 'stripe']).nullable(),
  clientSecret: z.string().nullable(),
  requiresPaymentMethod: z.boolean(),
  checkoutUrl: z.string().nullable(),
  message: z.string(),
  membership: userMembershipView.nullable(),
  sessionId: z.string().optional(),
  returnUrl: z.string().optional(),
  amount: money.optional(),
  switched: z
    .object({ fromPlan: z.string(), toPlan: z.string(), nextCharge: money, billedFrom: z.string() })
    .optional(),
});

export const membershipSessionResult = z.object({
  success: z.boolean(),
  sessionId: z.string(),
  status: z.enum(['open', 'completed', 'failed', 'expired']),
  message: z.string(),
  planId: z.string(),
  membership: userMembershipView.nullable(),
});

/** POST /api/memberships/cancel and /reactivate */
export const membershipChanged = z.object({
  success: z.literal(true),
  message: z.string(),
  membership: userMembershipView.nullable(),
});

/** POST /api/memberships/update-payment-method (card: the card kept, when no payment was due). */
export const membershipCardChanged = membershipChanged.extend({
  description: z.string(),
  card: z.looseObject({ last4: z.string().nullable(), brand: z.string().nullable() }).optional(),
});

export const subscriptionRow = z.object({
  userId: z.string(),
  customerName: z.string(),
  phoneNumber: z.string(),
  planId: z.string(),
  planName: z.string(),
  status: z.enum(['active', 'past_due', 'ended']),
  monthlyFee: money,
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  failedAttempts: z.number().int(),
  nextRetryAt: z.string().nullable(),
  lastFailure: z.string().nullable(),
  memberSince: z.string(),
  endedAt: z.string().nullable(),
  endedReason: z.string().nullable(),
});
export const subscriptionsPage = pageOf(subscriptionRow);

/** POST /api/admin/users/{userId}/membership/retry */
export const membershipRetried = z.object({ outcome: z.string(), message: z.string() });

/** GET /api/admin/users/{userId}/membership/history: each step in plain words, with who did it. */
export const membershipHistory = z.object({
  userId: z.string(),
  items: z.array(
    z.object({ eventId: z.string(), type: z.string(), at: z.string(), actor: z.unknown(), summary: z.string() }),
  ),
});

/** GET /api/admin/users/{userId}/membership: the membership as its stream has it. */
export const membershipState = z.looseObject({ status: z.string() });
