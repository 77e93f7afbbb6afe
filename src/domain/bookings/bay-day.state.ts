import type { BayDayEvent, BookingSnapshot, BookingStatus } from './booking.events';

/** One booking (or a hold from the previous day) as the bay-day stream's invariant sees it. */
export interface BayDayBooking {
  bookingId: string;
  userId: string | null;
  status: BookingStatus;
  startsAt: number;
  endsAt: number;
  holdExpiresAt: number | null;
  totalAmountCents: number;
  creditsUsed: number;
  paymentStatus: string;
  squarePaymentId: string | null;
  stripePaymentIntentId: string | null;
  /** Extensions applied, by the id of the order that paid for each. */
  extensionIds?: string[];
}

export interface BayDayState {
  bookings: Record<string, BayDayBooking>;
  holds: Record<string, { startsAt: number; endsAt: number }>;
}

export const ms = (iso: string) => Date.parse(iso);

export function isLive(b: BayDayBooking, now: number): boolean {
  if (b.status === 'confirmed') return true;
  return b.status === 'pending' && (b.holdExpiresAt === null || b.holdExpiresAt > now);
}

/**
 * The booking or hold that overlaps [startsAt, endsAt), ignoring those named in `except`. With the
 * bay's buffer (cleaning time after each booking), two intervals must also keep that gap between them.
 */
export function overlapping(
  state: BayDayState,
  startsAt: number,
  endsAt: number,
  now: number,
  except?: string | ReadonlyArray<string | null | undefined>,
  bufferMinutes = 0,
): string | null {
  const ignored = (id: string) => (typeof except === 'string' ? id === except : (except?.includes(id) ?? false));
  const gap = bufferMinutes * 60_000;
  const clashes = (other: { startsAt: number; endsAt: number }) =>
    other.startsAt < endsAt + gap && startsAt < other.endsAt + gap;
  for (const b of Object.values(state.bookings)) {
    if (!ignored(b.bookingId) && isLive(b, now) && clashes(b)) return b.bookingId;
  }
  for (const [id, h] of Object.entries(state.holds)) {
    if (!ignored(id) && clashes(h)) return id;
  }
  return null;
}

function withBooking(state: BayDayState, id: string, patch: Partial<BayDayBooking>): BayDayState {
  return { ...state, bookings: { ...state.bookings, [id]: { ...state.bookings[id], ...patch } } };
}

export function evolve(state: BayDayState, event: BayDayEvent): BayDayState {
  switch (event.type) {
    case 'BookingPlaced': {
      const d = event.data;
      const booking: BayDayBooking = {
        bookingId: d.bookingId,
        userId: d.userId,
        status: d.status,
        startsAt: ms(d.startsAt),
        endsAt: ms(d.endsAt),
        holdExpiresAt: d.holdExpiresAt ? ms(d.holdExpiresAt) : null,
        totalAmountCents: d.totalAmountCents,
        creditsUsed: d.creditsUsed,
        paymentStatus: d.paymentStatus,
        squarePaymentId: d.squarePaymentId,
        stripePaymentIntentId: d.stripePaymentIntentId,
      };
      return { ...state, bookings: { ...state.bookings, [d.bookingId]: booking } };
    }
    case 'BookingConfirmed': {
      const d = event.data;
      const prev = state.bookings[d.bookingId];
      if (!prev) return state;
      return withBooking(state, d.bookingId, {
        status: 'confirmed',
        holdExpiresAt: null,
        paymentStatus: d.paymentStatus,
        squarePaymentId: d.squarePaymentId ?? prev.squarePaymentId,
        stripePaymentIntentId: d.stripePaymentIntentId ?? prev.stripePaymentIntentId,
        totalAmountCents: d.totalAmountCents ?? prev.totalAmountCents,
        creditsUsed: d.creditsUsed ?? prev.creditsUsed,
      });
    }
    case 'BookingReleased':
      return state.bookings[event.data.bookingId]
        ? withBooking(state, event.data.bookingId, { status: 'released' })
        : state;
    case 'BookingCancelled':
      return state.bookings[event.data.bookingId]
        ? withBooking(state, event.data.bookingId, { status: 'cancelled' })
        : state;
    case 'BookingExtended': {
      const prev = state.bookings[event.data.bookingId];
      if (!prev) return state;
      return withBooking(state, prev.bookingId, {
        extensionIds: event.data.extensionId
          ? [...(prev.extensionIds ?? []), event.data.extensionId]
          : prev.extensionIds,
        endsAt: ms(event.data.endsAt),
        totalAmountCents: prev.totalAmountCents + event.data.extensionCostCents,
      });
    }
    case 'BookingPaymentUpdated': {
      const d = event.data;
      const prev = state.bookings[d.bookingId];
      if (!prev) return state;
      return withBooking(state, d.bookingId, {
        paymentStatus: d.paymentStatus,
        squarePaymentId: d.squarePaymentId ?? prev.squarePaymentId,
        stripePaymentIntentId: d.stripePaymentIntentId ?? prev.stripePaymentIntentId,
      });
    }
    case 'BookingMarkedNoShow':
      return state.bookings[event.data.bookingId]
        ? withBooking(state, event.data.bookingId, { status: 'no_show' })
        : state;
    case 'BookingMoved': {
      const d = event.data;
      const booking = fromSnapshot(d.bookingId, d.booking, ms(d.startsAt), ms(d.endsAt));
      return { ...state, bookings: { ...state.bookings, [d.bookingId]: booking } };
    }
    case 'BookingMovedAway':
    case 'BookingMoveReverted': {
      const bookings = { ...state.bookings };
      delete bookings[event.data.bookingId];
      return { ...state, bookings };
    }
    case 'BayTimeHeld':
      return {
        ...state,
        holds: {
          ...state.holds,
          [event.data.bookingId]: { startsAt: ms(event.data.startsAt), endsAt: ms(event.data.endsAt) },
        },
      };
    case 'BayTimeHoldReleased': {
      const holds = { ...state.holds };
      delete holds[event.data.bookingId];
      return { ...state, holds };
    }
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

/** What a booking's new stream needs to know of it (see BookingMoved). */
export function snapshotOf(b: BayDayBooking): BookingSnapshot {
  return {
    userId: b.userId,
    status: b.status,
    holdExpiresAt: b.holdExpiresAt === null ? null : new Date(b.holdExpiresAt).toISOString(),
    totalAmountCents: b.totalAmountCents,
    creditsUsed: b.creditsUsed,
    paymentStatus: b.paymentStatus,
    squarePaymentId: b.squarePaymentId,
    stripePaymentIntentId: b.stripePaymentIntentId,
    extensionIds: b.extensionIds ?? [],
  };
}

function fromSnapshot(bookingId: string, s: BookingSnapshot, startsAt: number, endsAt: number): BayDayBooking {
  return {
    bookingId,
    userId: s.userId,
    status: s.status,
    startsAt,
    endsAt,
    holdExpiresAt: s.holdExpiresAt ? ms(s.holdExpiresAt) : null,
    totalAmountCents: s.totalAmountCents,
    creditsUsed: s.creditsUsed,
    paymentStatus: s.paymentStatus,
    squarePaymentId: s.squarePaymentId,
    stripePaymentIntentId: s.stripePaymentIntentId,
    extensionIds: s.extensionIds,
  };
}
