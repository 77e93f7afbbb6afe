import { z } from 'zod';
import { defineEvent, type EventOf } from '../../eventstore/events';
import { stableId } from '../../lib/stable-id';
import { venueStream } from '../streams';

/**
 * A payment the customer's bank wants them to approve (3-D Secure / strong customer authentication):
 * an off-session charge (a membership renewal, a no-show fee) that the provider refused to take
 * without its holder. It is never retried blindly: the customer gets a link to approve it on the
 * provider's page, and the order line it pays is paid then. One approval per thing owed (its subject).
 */
export const APPROVAL_PURPOSES = ['membership-renewal', 'booking-fee', 'bar-tab'] as const;
export type ApprovalPurpose = (typeof APPROVAL_PURPOSES)[number];

export const PaymentApprovalRequested = defineEvent(
  'PaymentApprovalRequested',
  z.object({
    /** The link's id: random, so the link alone lets its holder approve (never guessable). */
    approvalId: z.uuid(),
    /** What is owed, once: "membership-renewal:<user>:<period end>", "booking-fee:<booking>". */
    subjectKey: z.string().min(1),
    userId: z.string(),
    purpose: z.enum(APPROVAL_PURPOSES),
    /** The order line that pays it once approved (priced again by the server then). */
    line: z.record(z.string(), z.unknown()),
    label: z.string(),
    amountCents: z.number().int().positive(),
    /** The provider's words. */
    reason: z.string(),
    requestedAt: z.iso.datetime(),
    /** After this the venue stops waiting (a membership ends); null: open until paid or settled. */
    expiresAt: z.iso.datetime().nullable(),
  }),
);

export const PaymentApprovalSettled = defineEvent(
  'PaymentApprovalSettled',
  z.object({
    approvalId: z.uuid(),
    subjectKey: z.string(),
    userId: z.string(),
    /** paid: the order paid it (approved here or paid another way); closed: no longer owed. */
    outcome: z.enum(['paid', 'closed']),
    orderId: z.string().nullable(),
    note: z.string(),
    settledAt: z.iso.datetime(),
  }),
);

export type PaymentApprovalEvent = EventOf<typeof PaymentApprovalRequested> | EventOf<typeof PaymentApprovalSettled>;

export const paymentApprovalStream = (venue: string, subjectKey: string) =>
  venueStream('payment-approval', venue, stableId('payment-approval', subjectKey));
