import { z } from 'zod';

/**
 * A payment the customer's bank wants them to approve (3-D Secure), as its link page and the account
 * page show it: what it pays, how much, and whether it is still waiting. Money is a decimal string.
 */
export const paymentApprovalView = z.object({
  approvalId: z.string(),
  purpose: z.enum(['membership-renewal', 'booking-fee', 'bar-tab']),
  label: z.string(),
  amount: z.string(),
  status: z.enum(['open', 'paid', 'closed']),
  reason: z.string(),
  requestedAt: z.string(),
  /** After this the venue stops waiting (a membership ends); null: open until paid. */
  expiresAt: z.string().nullable(),
  venueName: z.string(),
});
export type PaymentApprovalView = z.infer<typeof paymentApprovalView>;

export const myPaymentApprovals = z.object({ approvals: z.array(paymentApprovalView) });

/** Where to send the customer: the provider's page where their bank asks them to approve it. */
export const approvalPageAnswer = z.object({ url: z.string() });

/** The approved payment, taken: what it paid. */
export const approvalPaidAnswer = z.object({
  status: z.literal('paid'),
  orderId: z.string(),
  label: z.string(),
  amountCharged: z.string(),
});
export type ApprovalPaidAnswer = z.infer<typeof approvalPaidAnswer>;
