import { z } from 'zod';
import { defineEvent, type EventOf, type DecidedEvent } from '../../eventstore/events';
import { venueStream } from '../streams';
import { boundedCents } from '../limits';

export const DELIVERY_METHODS = ['email', 'pickup', 'sms'] as const;

export const GiftCardIssued = defineEvent(
  'GiftCardIssued',
  z.object({
    code: z.string(),
    amountCents: boundedCents.positive(),
    purchaseId: z.string(),
    paymentId: z.string().nullable(),
    processor: z.string().nullable(),
    purchaserUserId: z.string().nullable(),
    recipientName: z.string(),
    recipientEmail: z.string().nullable(),
    recipientPhone: z.string().nullable(),
    senderName: z.string(),
    senderEmail: z.string().nullable(),
    personalMessage: z.string().nullable(),
    deliveryMethod: z.enum(DELIVERY_METHODS),
    deliveryDate: z.string().nullable(),
    /** Why an admin issued it without a payment (null for a purchase). */
    reason: z.string().nullable().default(null),
  }),
  // The purchaser's own name and email (the recipient's are not the purchaser's to erase).
  { personal: { owner: (data) => data.purchaserUserId, fields: { senderName: 'Erased customer', senderEmail: null } } },
);
export const GiftCardRedeemed = defineEvent(
  'GiftCardRedeemed',
  z.object({
    code: z.string(),
    redemptionId: z.string(),
    amountCents: boundedCents.positive(),
    userId: z.string().nullable(),
  }),
);
export const GiftCardRedemptionReversed = defineEvent(
  'GiftCardRedemptionReversed',
  z.object({
    code: z.string(),
    redemptionId: z.string(),
    amountCents: boundedCents.positive(),
    reason: z.string(),
  }),
);

/** An admin adds to (positive) or takes from (negative) a card's balance, with the reason. */
export const GiftCardAdjusted = defineEvent(
  'GiftCardAdjusted',
  z.object({
    code: z.string(),
    amountCents: z.number().int().min(-1_000_000).max(1_000_000),
    reason: z.string().min(1),
  }),
);
/** An admin voids a card: its balance is gone and it can no longer be used. */
export const GiftCardVoided = defineEvent(
  'GiftCardVoided',
  z.object({ code: z.string(), reason: z.string().min(1), balanceCents: z.number().int().min(0) }),
);

/** The purchase process, on `gift_card_purchase-<purchaseId>`: one card per paid purchase. */
export const GiftCardPurchaseStarted = defineEvent(
  'GiftCardPurchaseStarted',
  z.object({ purchaseId: z.string(), code: z.string(), amountCents: z.number().int(), processor: z.string() }),
);
export const GiftCardPurchaseCompleted = defineEvent(
  'GiftCardPurchaseCompleted',
  z.object({ purchaseId: z.string(), code: z.string(), paymentId: z.string() }),
);
export const GiftCardPurchaseFailed = defineEvent(
  'GiftCardPurchaseFailed',
  z.object({ purchaseId: z.string(), reason: z.string(), code: z.string() }),
);

export type GiftCardEvent =
  | EventOf<typeof GiftCardIssued>
  | EventOf<typeof GiftCardRedeemed>
  | EventOf<typeof GiftCardRedemptionReversed>
  | EventOf<typeof GiftCardAdjusted>
  | EventOf<typeof GiftCardVoided>;
export type GiftCardEventLike = DecidedEvent<GiftCardEvent>;
export const GIFT_CARD_EVENT_TYPES = [
  GiftCardIssued.type,
  GiftCardRedeemed.type,
  GiftCardRedemptionReversed.type,
  GiftCardAdjusted.type,
  GiftCardVoided.type,
];

export const giftCardStream = (venue: string, code: string) => venueStream('giftcard', venue, code);

/** No 0/O, 1/I/L: a code read aloud or from paper is typed right. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;
export { normalizeGiftCardCode } from '../../contracts/gift-cards/gift-cards';
