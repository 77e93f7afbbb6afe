import type { EventOf } from '../../src/eventstore/events';
import {
  BookingCancelled,
  BookingConfirmed,
  BookingMoved,
  BookingPlaced,
} from '../../src/domain/bookings/booking.events';
import { CheckoutCardStored } from '../../src/domain/checkout/checkout.events';
import type { CheckoutCardStoredEvent } from '../../src/domain/payments/checkout-card-stored';
import type {
  BookingCancelledEvent,
  BookingConfirmedEvent,
  BookingMovedEvent,
  BookingPlacedEvent,
} from '../../src/workers/checkout/booking-events';

/**
 * An area that folds another area's events declares the shape it reads (the type name and the fields
 * it uses) instead of importing that area. Here the producer's event type must stay assignable to the
 * consumer's: a field renamed, retyped or removed on the producer's side fails typecheck (tsc covers
 * test/), and the type names must be the producer's.
 */
type Fits<Producer extends Consumer, Consumer> = [Producer, Consumer];
export type Checked = [
  Fits<EventOf<typeof BookingPlaced>, BookingPlacedEvent>,
  Fits<EventOf<typeof BookingConfirmed>, BookingConfirmedEvent>,
  Fits<EventOf<typeof BookingCancelled>, BookingCancelledEvent>,
  Fits<EventOf<typeof BookingMoved>, BookingMovedEvent>,
  Fits<EventOf<typeof CheckoutCardStored>, CheckoutCardStoredEvent>,
];

describe('events one area reads of another', () => {
  it('are keyed by the producer’s event type names', () => {
    const consumed: Array<[{ type: string }, string]> = [
      [BookingPlaced, 'BookingPlaced' satisfies BookingPlacedEvent['type']],
      [BookingConfirmed, 'BookingConfirmed' satisfies BookingConfirmedEvent['type']],
      [BookingCancelled, 'BookingCancelled' satisfies BookingCancelledEvent['type']],
      [BookingMoved, 'BookingMoved' satisfies BookingMovedEvent['type']],
      [CheckoutCardStored, 'CheckoutCardStored' satisfies CheckoutCardStoredEvent['type']],
    ];
    for (const [definition, name] of consumed) expect(definition.type).toBe(name);
  });
});
