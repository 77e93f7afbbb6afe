import { z } from 'zod';

/** The offers' answers as zod contracts (offers.openapi.ts). */
const money = z.string();

export const creditOfferView = z.object({
  id: z.string(),
  name: z.string(),
  credits: z.number(),
  price: money,
  regularPrice: money,
  discountPercentage: z.number(),
  isActive: z.boolean(),
  sortOrder: z.number(),
});

/** A promotional offer; purchaseCount only on the admin's list. */
export const promotionalOfferView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  discountPercentage: z.number(),
  creditsGranted: z.number(),
  offerPrice: money,
  regularPrice: money,
  maxPurchasesPerUser: z.number().int().nullable(),
  isActive: z.boolean(),
  purchaseCount: z.number().int().optional(),
});

/** POST /api/promotional-offers/{id}/purchase */
export const offerPurchased = z.object({
  success: z.literal(true),
  purchaseId: z.string(),
  creditsGranted: z.number(),
});
