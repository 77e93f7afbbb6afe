import { z } from 'zod';
import { defineEvent, type EventOf, type DecidedEvent } from '../../eventstore/events';

export const CreditOfferDefined = defineEvent(
  'CreditOfferDefined',
  z.object({
    offerId: z.string(),
    name: z.string(),
    credits: z.number().positive(),
    priceCents: z.number().int().min(0),
    regularPriceCents: z.number().int().min(0),
    isActive: z.boolean(),
    sortOrder: z.number().int().default(0),
  }),
);

export const PromotionalOfferDefined = defineEvent(
  'PromotionalOfferDefined',
  z.object({
    offerId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    discountPercentage: z.number().min(0).max(100),
    creditsGranted: z.number().min(0),
    offerPriceCents: z.number().int().min(0),
    regularPriceCents: z.number().int().min(0),
    maxPurchasesPerUser: z.number().int().positive().nullable(),
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

export const creditOfferStream = (id: string) => `credit_offer-${id}`;
export const promotionalOfferStream = (id: string) => `promotional_offer-${id}`;
