import { z } from 'zod';

/** What a provider webhook answers: received, and whether it was a redelivery of one already handled. */
export const webhookReceived = z.object({ received: z.literal(true), duplicate: z.boolean() });

const evidence = z.object({
  booking: z
    .object({ date: z.string(), startTime: z.string(), duration: z.number(), bayId: z.string(), status: z.string() })
    .nullable(),
  receipt: z.object({ orderId: z.string(), cardCents: z.number().int(), paidAt: z.string().nullable() }).nullable(),
  doorCode: z
    .object({ issuedAt: z.string(), validFrom: z.string(), validUntil: z.string(), status: z.string() })
    .nullable(),
});

/** A card dispute (chargeback) as the admin sees it, with the evidence the venue holds. */
export const disputeAnswer = z.object({
  disputeId: z.string(),
  provider: z.enum(['square', 'stripe']),
  paymentId: z.string(),
  orderId: z.string().nullable(),
  bookingId: z.string().nullable(),
  userId: z.string().nullable(),
  customerName: z.string().nullable(),
  amount: z.string(),
  withdrawn: z.string(),
  fee: z.string(),
  reason: z.string(),
  status: z.enum(['needs_response', 'under_review', 'warning', 'won', 'lost']),
  evidenceDueBy: z.string().nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  cardBlocked: z.boolean(),
  clearedAt: z.string().nullable(),
  clearedBy: z.string().nullable(),
  evidence,
});
export const disputeList = z.object({ disputes: z.array(disputeAnswer) });
export const disputeCleared = z.object({ cleared: z.literal(true) });

export const payoutAnswer = z.object({
  payoutId: z.string(),
  provider: z.enum(['square', 'stripe']),
  amount: z.string(),
  arrivalDate: z.string(),
  status: z.enum(['paid', 'failed']),
  paidAt: z.string(),
});
/** The payouts arriving in a period, and the total of those paid. */
export const payoutList = z.object({ payouts: z.array(payoutAnswer), total: z.string() });

export type DisputeAnswer = z.infer<typeof disputeAnswer>;
export type PayoutList = z.infer<typeof payoutList>;
