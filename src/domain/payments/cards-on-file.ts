import { z } from 'zod';
import { defineEvent } from '../../eventstore/events';
import { venueStream } from '../streams';

/**
 * A customer's card on file: kept by a paid order that asked for it (CheckoutCardStored, in the
 * order's stream) or saved from the card form (CardOnFileSaved, here), taken off by the customer or an
 * admin here. The newest kept card is the one used.
 */
export const cardsOnFileStream = (venue: string, userId: string) => venueStream('cards_on_file', venue, userId);

/** A saved card as the events name it (the provider's customer and card ids, brand, last four, expiry). */
const savedCard = z.object({
  userId: z.string(),
  processor: z.enum(['square', 'stripe']),
  customerId: z.string(),
  cardId: z.string(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  expMonth: z.number().int().nullable().default(null),
  expYear: z.number().int().nullable().default(null),
});

/** A card kept from the card form without a payment (a member replacing the card their renewals use). */
export const CardOnFileSaved = defineEvent('CardOnFileSaved', savedCard.extend({ savedAt: z.string() }));

/**
 * The customer chose which of their cards pays by default (renewals, fees, "pay with my card"), or
 * removing the default card promoted another. The newest kept card is the default until then.
 */
export const CardOnFileMadeDefault = defineEvent('CardOnFileMadeDefault', savedCard.extend({ at: z.string() }));

export const CardOnFileRemoved = defineEvent(
  'CardOnFileRemoved',
  z.object({
    userId: z.string(),
    processor: z.enum(['square', 'stripe']),
    cardId: z.string(),
    removedAt: z.string(),
  }),
);
