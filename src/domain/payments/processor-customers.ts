import { z } from 'zod';
import { defineEvent } from '../../eventstore/events';

/**
 * An admin (re-)linked an account to its customer record at a card processor (the cards_on_file
 * stream of the account): the id found or created there replaces the one kept before.
 */
export const ProcessorCustomerLinked = defineEvent(
  'ProcessorCustomerLinked',
  z.object({
    userId: z.string(),
    processor: z.enum(['square', 'stripe']),
    customerId: z.string(),
    previousCustomerId: z.string().nullable(),
    created: z.boolean(),
    linkedAt: z.string(),
  }),
);
