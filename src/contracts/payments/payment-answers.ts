import { z } from 'zod';

/** What the card routes answer beyond the saved cards (cards.ts). */
export const cardOnFileAnswer = z.object({
  card: z
    .object({
      processor: z.enum(['square', 'stripe']),
      brand: z.string().nullable(),
      last4: z.string().nullable(),
      storedAt: z.string(),
    })
    .nullable(),
});

/** Each processor and whether it is the one in use (cardsOff: CARD_PROVIDER=none, no card is taken). */
export const paymentConfigList = z.array(
  z.object({ processor: z.enum(['square', 'stripe']), isActive: z.boolean(), cardsOff: z.literal(true).optional() }),
);

export const squareConfig = z.object({ applicationId: z.string(), locationId: z.string() });
export const stripeConfig = z.object({ publishableKey: z.string() });

export { doneMessage } from '../answers';
