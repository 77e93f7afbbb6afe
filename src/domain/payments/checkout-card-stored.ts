import type { RecordedEvent } from '../../eventstore/types';

/**
 * The paid order's "card stored" event as the payments read models fold it (stored cards, processor
 * customers, saved payment methods), declared here by its type name with the fields they read, so
 * payments does not import the checkout area. Checkout's own `CheckoutCardStored` must stay assignable
 * to it (test/checkout/event-shapes.unit.test.ts checks it at typecheck).
 */
export type CheckoutCardStoredEvent = RecordedEvent<
  'CheckoutCardStored',
  {
    bookingId: string;
    userId: string;
    processor: 'square' | 'stripe';
    customerId: string;
    cardId: string;
    brand: string | null;
    last4: string | null;
    expMonth: number | null;
    expYear: number | null;
  }
>;
