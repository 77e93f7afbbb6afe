import { z } from 'zod';
import { defineEvent } from '../../eventstore/events';
import { venueStream } from '../streams';

/**
 * A customer's card on file: kept by a paid order that asked for it (CheckoutCardStored, in the
 * order's stream) or saved from the card form (CardOnFileSaved, here), taken off by the customer or an
 * admin here. The newest kept card is the one used.
 */
export const cardsOnFileStream = (venue: string, userId: string) => venueStream('cards_on_file', venue, userId);

/** A card kept from the card form without a payment (a member replacing the card their renewals use). */
export const CardOnFileSaved = defineEvent(
  'CardOnFileSaved',
  z.object({
    userId: z.string(),
    processor: z.enum(['square', 'stripe']),
    customerId: z.string(),
    cardId: z.string(),
    brand: z.string().nullable(),
    last4: z.string().nullable(),
    savedAt: z.string(),
  }),
);

export const CardOnFileRemoved = defineEvent(
  'CardOnFileRemoved',
  z.object({
    userId: z.string(),
    processor: z.enum(['square', 'stripe']),
    cardId: z.string(),
    removedAt: z.string(),
  }),
);
