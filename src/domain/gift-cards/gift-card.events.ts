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
  }),
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
  EventOf<typeof GiftCardIssued> | EventOf<typeof GiftCardRedeemed> | EventOf<typeof GiftCardRedemptionReversed>;
export type GiftCardEventLike = DecidedEvent<GiftCardEvent>;
export const GIFT_CARD_EVENT_TYPES = [GiftCardIssued.type, GiftCardRedeemed.type, GiftCardRedemptionReversed.type];

export const giftCardStream = (venue: string, code: string) => venueStream('giftcard', venue, code);

/** No 0/O, 1/I/L: a code read aloud or from paper is typed right. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;
export { normalizeGiftCardCode } from '../../contracts/gift-cards';
