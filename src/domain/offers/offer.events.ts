import { z } from 'zod';
import { defineEvent, type EventOf, type DecidedEvent } from '../../eventstore/events';
import { venueStream } from '../streams';
import { boundedCents, boundedCount, boundedCredits, LIMITS } from '../limits';

export const CreditOfferDefined = defineEvent(
  'CreditOfferDefined',
  z.object({
    offerId: z.string(),
    name: z.string(),
    credits: boundedCredits.positive(),
    priceCents: boundedCents,
    regularPriceCents: boundedCents,
    isActive: z.boolean(),
    sortOrder: z.number().int().min(-LIMITS.count).max(LIMITS.count).default(0),
  }),
);

export const PromotionalOfferDefined = defineEvent(
  'PromotionalOfferDefined',
  z.object({
    offerId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    discountPercentage: z.number().min(0).max(100),
    creditsGranted: boundedCredits,
    offerPriceCents: boundedCents,
    regularPriceCents: boundedCents,
    maxPurchasesPerUser: boundedCount.nullable(),
    isActive: z.boolean(),
  }),
);
/** Reserves one of the user's allowed purchases before the card is charged. */
export const PromotionalOfferPurchaseReserved = defineEvent(
  'PromotionalOfferPurchaseReserved',
  z.object({
    offerId: z.string(),
    purchaseId: z.string(),
    userId: z.string(),
    priceCents: z.number().int(),
    creditsGranted: z.number().min(0),
  }),
);
export const PromotionalOfferPurchased = defineEvent(
  'PromotionalOfferPurchased',
  z.object({ offerId: z.string(), purchaseId: z.string(), userId: z.string(), paymentId: z.string().nullable() }),
);
export const PromotionalOfferPurchaseReleased = defineEvent(
  'PromotionalOfferPurchaseReleased',
  z.object({ offerId: z.string(), purchaseId: z.string(), reason: z.string() }),
);

export type PromotionalOfferEvent =
  | EventOf<typeof PromotionalOfferDefined>
  | EventOf<typeof PromotionalOfferPurchaseReserved>
  | EventOf<typeof PromotionalOfferPurchased>
  | EventOf<typeof PromotionalOfferPurchaseReleased>;
export type PromotionalOfferEventLike = DecidedEvent<PromotionalOfferEvent>;

export const creditOfferStream = (venue: string, id: string) => venueStream('credit_offer', venue, id);
export const promotionalOfferStream = (venue: string, id: string) => venueStream('promotional_offer', venue, id);
