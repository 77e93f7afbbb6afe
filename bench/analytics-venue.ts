import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { RecordedEvent } from '../src/eventstore/types';

const ZONE = 'America/New_York';
const RATE = 3500;
const PEAK_RATE = 5000;

export interface VenueShape {
  days: number;
  bookingsPerDay: number;
  bays: number;
  customers: number;
  members: number;
  giftCardsPerDay: number;
  creditOffersPerDay: number;
}

export const BUSY_VENUE: VenueShape = {
  days: 730,
  bookingsPerDay: 206,
  bays: 10,
  customers: 20_000,
  members: 400,
  giftCardsPerDay: 10,
  creditOffersPerDay: 5,
};

/** A small deterministic generator (the same venue every run). */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

let position = 0;
function recorded(type: string, data: Record<string, unknown>, at: string): RecordedEvent {
  position++;
  return {
    eventId: randomUUID(),
    type,
    data,
    metadata: { actor: 'system', correlationId: '', causationId: null, occurredAt: at, schemaVersion: 1 },
    streamId: `bench-${position}`,
    revision: 0,
    position: String(position),
    createdAt: new Date(at),
  };
}

function order(orderId: string, userId: string, lines: Array<{ type: string; amountCents: number }>, at: string) {
  const total = lines.reduce((s, l) => s + l.amountCents, 0);
  const plan = {
    userId,
    lines: lines.map((l) => ({
      ...l,
      label: l.type,
      data: {},
      creditHours: 0,
      couponEligible: false,
      chargeMetadata: {},
    })),
    subtotalCents: total,
    creditsUsed: 0,
    creditsValueCents: 0,
    coupon: null,
    giftCard: null,
    cardAmountCents: total,
    processor: 'square',
  };
  return [
    recorded('CheckoutStarted', { bookingId: orderId, plan, startedAt: at }, at),
    recorded(
      'CheckoutCompleted',
      {
        bookingId: orderId,
        userId,
        paymentId: `pay-${orderId}`,
        processor: 'square',
        cardAmountCents: total,
        completedAt: at,
      },
      at,
    ),
  ];
}

/**
 * Two years of a busy venue as the events the analytics projection reads, one sales day at a time:
 * bookings sold up to a week ahead (paid orders, 5% cancelled the next day with a full refund, 3%
 * extended), monthly membership fees, gift cards and credit offers.
 */
export function* busyVenue(shape: VenueShape, lastDay: string): Generator<RecordedEvent[]> {
  const random = rng(16);
  const customers = Array.from({ length: shape.customers }, () => randomUUID());
  // A few regulars book far more than the rest.
  const customer = () => customers[Math.floor(customers.length * random() ** 2.5)];
  const first = DateTime.fromISO(lastDay, { zone: ZONE }).minus({ days: shape.days - 1 });
  let cancelTomorrow: RecordedEvent[] = [];
  for (let d = 0; d < shape.days; d++) {
    const day = first.plus({ days: d });
    const events: RecordedEvent[] = cancelTomorrow;
    cancelTomorrow = [];
    const saleAt = (minute: number) => day.set({ hour: 9 }).plus({ minutes: minute }).toUTC().toISO()!;
    for (let b = 0; b < shape.bookingsPerDay; b++) {
      const at = saleAt(b * 3);
      const userId = customer();
      const play = day.plus({ days: Math.floor(random() * 7) });
      const hour = 9 + Math.floor(random() * 13);
      const hours = [1, 1, 1.5, 2][Math.floor(random() * 4)];
      const startsAt = play.set({ hour, minute: 0, second: 0, millisecond: 0 });
      const endsAt = startsAt.plus({ minutes: hours * 60 });
      const amount = Math.round(hours * (hour >= 17 ? PEAK_RATE : RATE));
      const bookingId = randomUUID();
      events.push(
        recorded(
          'BookingPlaced',
          {
            bookingId,
            bayId: `bay-${Math.floor(random() * shape.bays)}`,
            userId,
            date: play.toISODate(),
            startsAt: startsAt.toISO(),
            endsAt: endsAt.toISO(),
            status: 'confirmed',
          },
          at,
        ),
        ...order(bookingId, userId, [{ type: 'booking', amountCents: amount }], at),
      );
      const fate = random();
      if (fate < 0.05) {
        const next = day.plus({ days: 1 }).set({ hour: 8 }).toUTC().toISO()!;
        cancelTomorrow.push(
          recorded('BookingCancelled', { bookingId, userId, cancelledAt: next }, next),
          recorded(
            'CheckoutRefunded',
            { bookingId, cancellationEventId: bookingId, cardRefundCents: amount, refundedAt: next },
            next,
          ),
        );
      } else if (fate < 0.08) {
        const extensionId = randomUUID();
        events.push(
          recorded('BookingExtended', { bookingId, endsAt: endsAt.plus({ minutes: 30 }).toISO(), extendedAt: at }, at),
          ...order(extensionId, userId, [{ type: 'extension', amountCents: RATE / 2 }], at),
        );
      }
    }
    if (day.day === 1)
      for (let m = 0; m < shape.members; m++)
        events.push(...order(randomUUID(), customers[m], [{ type: 'membership', amountCents: 4900 }], saleAt(m)));
    for (let g = 0; g < shape.giftCardsPerDay; g++)
      events.push(
        ...order(randomUUID(), customer(), [{ type: 'gift-card', amountCents: 2500 * (1 + (g % 4)) }], saleAt(g)),
      );
    for (let c = 0; c < shape.creditOffersPerDay; c++)
      events.push(...order(randomUUID(), customer(), [{ type: 'credit-offer', amountCents: 1800 }], saleAt(c)));
    yield events;
  }
  if (cancelTomorrow.length) yield cancelTomorrow;
}
