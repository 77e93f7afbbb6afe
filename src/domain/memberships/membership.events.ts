import { z } from 'zod';
import { defineEvent, type DecidedEvent, type EventOf } from '../../eventstore/events';
import { boundedCents, boundedCredits, LIMITS } from '../limits';
import { venueStream } from '../streams';

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Times are HH:MM');
const instant = z.iso.datetime({ offset: true });

/** A plan as an admin defined it (every change is a new definition: the stream is the plan's history). */
export const MembershipPlanDefined = defineEvent(
  'MembershipPlanDefined',
  z.object({
    planId: z.string().min(1).max(64),
    name: z.string().trim().min(1).max(80),
    description: z.string().max(2000).nullable(),
    monthlyFeeCents: boundedCents,
    /** Taken off each booked hour's rate (never below 0). */
    discountPerHourCents: boundedCents,
    freeCreditsPerMonth: boundedCredits,
    advanceBookingDays: z.number().int().min(1).max(365).default(7),
    creditRestrictedDays: z.array(z.enum(DAY_NAMES)).max(7).default([]),
    creditRestrictedStartTime: clock.nullable().default(null),
    creditRestrictedEndTime: clock.nullable().default(null),
    isActive: z.boolean(),
    sortOrder: z.number().int().min(-LIMITS.count).max(LIMITS.count).default(0),
  }),
);
export type MembershipPlan = z.output<typeof MembershipPlanDefined.schema>;

const planTerms = {
  planId: z.string(),
  planName: z.string(),
  feeCents: boundedCents,
  freeCredits: boundedCredits,
};

/** A membership began (or replaced another plan at once): its first period is paid (or free). */
export const MembershipStarted = defineEvent(
  'MembershipStarted',
  z.object({
    userId: z.string(),
    ...planTerms,
    /** The paid order that bought it; a repeat of the same order changes nothing. */
    orderId: z.string(),
    paymentId: z.string().nullable(),
    periodStart: instant,
    periodEnd: instant,
    switchedFrom: z.string().nullable(),
  }),
);

/** The card on file paid the next period. */
export const MembershipRenewed = defineEvent(
  'MembershipRenewed',
  z.object({
    userId: z.string(),
    ...planTerms,
    paymentId: z.string().nullable(),
    periodStart: instant,
    periodEnd: instant,
  }),
);

/** A renewal charge failed: the membership is past due until paid, retried on a schedule. */
export const MembershipPaymentFailed = defineEvent(
  'MembershipPaymentFailed',
  z.object({
    userId: z.string(),
    planId: z.string(),
    /** The end of the period whose renewal failed (the renewal's key). */
    periodEnd: instant,
    attempt: z.number().int().min(1),
    reason: z.string().max(500),
    /** When it is tried again; null when this was the last try (the membership ends). */
    nextRetryAt: instant.nullable(),
    /**
     * The bank wants the member to approve the payment (3-D Secure): it is not tried again blindly;
     * the member approves it through this payment approval, and nextRetryAt is when the wait ends.
     */
    approvalId: z.uuid().nullable().default(null),
  }),
);

export const MembershipCancellationScheduled = defineEvent(
  'MembershipCancellationScheduled',
  z.object({ userId: z.string(), planId: z.string(), endsAt: instant }),
);

export const MembershipReactivated = defineEvent(
  'MembershipReactivated',
  z.object({ userId: z.string(), planId: z.string() }),
);

export const MembershipEnded = defineEvent(
  'MembershipEnded',
  z.object({
    userId: z.string(),
    planId: z.string(),
    reason: z.enum(['cancelled', 'payment_failed', 'switched']),
    endedAt: instant,
  }),
);

/**
 * An order took the account's membership before any money moved (a join or a switch): until the plan
 * starts or switches for it, or the failed or abandoned order releases it, nothing else changes the plan.
 */
export const MembershipHeld = defineEvent(
  'MembershipHeld',
  z.object({ userId: z.string(), orderId: z.string(), planId: z.string(), heldAt: instant }),
);

export const MembershipHoldReleased = defineEvent(
  'MembershipHoldReleased',
  z.object({ userId: z.string(), orderId: z.string(), reason: z.string().max(500) }),
);

/** A member moved to another plan at once; the paid period stays and the new price is billed from its end. */
export const MembershipPlanSwitched = defineEvent(
  'MembershipPlanSwitched',
  z.object({
    userId: z.string(),
    ...planTerms,
    fromPlanId: z.string(),
    fromPlanName: z.string(),
    /** The order (or request) that switched; a repeat of it changes nothing. */
    orderId: z.string(),
    /** The end of the current period: the first renewal at the new plan's price. */
    billedFrom: instant,
  }),
);

export type MembershipEvent =
  | EventOf<typeof MembershipStarted>
  | EventOf<typeof MembershipRenewed>
  | EventOf<typeof MembershipPaymentFailed>
  | EventOf<typeof MembershipCancellationScheduled>
  | EventOf<typeof MembershipReactivated>
  | EventOf<typeof MembershipEnded>
  | EventOf<typeof MembershipHeld>
  | EventOf<typeof MembershipHoldReleased>
  | EventOf<typeof MembershipPlanSwitched>;
export type MembershipEventLike = DecidedEvent<MembershipEvent>;

export const membershipPlanStream = (venue: string, planId: string) => venueStream('membership_plan', venue, planId);
export const membershipStream = (venue: string, userId: string) => venueStream('membership', venue, userId);
