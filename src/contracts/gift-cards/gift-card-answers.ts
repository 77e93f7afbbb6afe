import { z } from 'zod';
import { pageOf } from '../lists';

/** The gift card answers as zod contracts (gift-cards.openapi.ts checks each against the route's type). */
const money = z.string();

/** POST /api/gift-cards/purchase */
export const giftCardBought = z.object({
  success: z.literal(true),
  code: z.string().nullable(),
  orderId: z.string(),
  amount: money,
  currentBalance: money,
  deliveryMethod: z.enum(['email', 'pickup', 'sms']),
  paymentId: z.string().nullable(),
  message: z.string(),
});

/** GET /api/gift-cards/check/{code} */
export const giftCardBalance = z.object({
  code: z.string(),
  currentBalance: money,
  originalAmount: money,
  issuedTo: z.string(),
  expiresAt: z.null(),
  message: z.string(),
});

export const giftCardRow = z.object({
  code: z.string(),
  originalAmount: money,
  currentBalance: money,
  status: z.enum(['active', 'voided']),
  issuedTo: z.string(),
  recipientEmail: z.string().nullable(),
  senderName: z.string(),
  deliveryMethod: z.string(),
  deliveryDate: z.string().nullable(),
  purchased: z.boolean(),
  createdAt: z.string(),
});
export const giftCardsPage = pageOf(giftCardRow);

/** One card with every movement of its balance. */
export const giftCardHistoryView = giftCardRow.extend({
  personalMessage: z.string().nullable(),
  transactions: z.array(
    z.object({
      kind: z.string(),
      amount: money,
      balanceAfter: money,
      reason: z.string().nullable(),
      actor: z.unknown(),
      redemptionId: z.string().nullable(),
      occurredAt: z.string(),
    }),
  ),
});
