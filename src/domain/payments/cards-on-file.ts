import { z } from 'zod';
import { defineEvent } from '../../eventstore/events';
import { venueStream } from '../streams';

/**
 * A customer's card on file: kept by a paid order that asked for it (CheckoutCardStored, in the
 * order's stream), taken off by the customer or an admin here. The newest kept card is the one used.
 */
export const cardsOnFileStream = (venue: string, userId: string) => venueStream('cards_on_file', venue, userId);

export const CardOnFileRemoved = defineEvent(
  'CardOnFileRemoved',
  z.object({
    userId: z.string(),
    processor: z.enum(['square', 'stripe']),
    cardId: z.string(),
    removedAt: z.string(),
  }),
);
