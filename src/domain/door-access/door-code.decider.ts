import type { DecidedEvent, EventOf } from '../../eventstore/events';
import type { DoorCodeIssued, DoorCodeRevoked, DoorCodeUpdated } from './door-access.events';

type CodeEvent = EventOf<typeof DoorCodeIssued> | EventOf<typeof DoorCodeUpdated> | EventOf<typeof DoorCodeRevoked>;
export type DoorCodeEvent = DecidedEvent<CodeEvent>;

export type DoorCodeState =
  | { status: 'none' }
  | { status: 'active'; code: string; bayId: string; validFrom: string; validUntil: string }
  | { status: 'revoked'; code: string };

export const initialDoorCodeState: DoorCodeState = { status: 'none' };

export function evolveDoorCode(state: DoorCodeState, event: DoorCodeEvent | { type: string; data: unknown }) {
  const e = event as DoorCodeEvent;
  switch (e.type) {
    case 'DoorCodeIssued':
      return {
        status: 'active',
        code: e.data.code,
        bayId: e.data.bayId,
        validFrom: e.data.validFrom,
        validUntil: e.data.validUntil,
      } satisfies DoorCodeState;
    case 'DoorCodeUpdated':
      return state.status === 'active'
        ? { ...state, bayId: e.data.bayId, validFrom: e.data.validFrom, validUntil: e.data.validUntil }
        : state;
    case 'DoorCodeRevoked':
      return state.status === 'active' ? ({ status: 'revoked', code: state.code } satisfies DoorCodeState) : state;
    default:
      return state;
  }
}

/** What the booking is now, as the bookings read model knows it. */
export interface BookingForCode {
  bookingId: string;
  bayId: string;
  userId: string | null;
  status: string;
  startsAt: Date;
  endsAt: Date;
}

export interface SyncDoorCode {
  booking: BookingForCode;
  enabled: boolean;
  minutesBefore: number;
  now: Date;
  /** A fresh code not in use by another booking whose window overlaps this one. */
  newCode: () => string;
}

const same = (a: string, b: Date) => new Date(a).getTime() === b.getTime();

/**
 * Brings a booking's door code in line with the booking: issued when it is confirmed (and door codes
 * are on), its window moved with the booking, revoked when the booking is no longer live. A code is
 * never re-issued after revocation; nothing is issued for a booking that has already ended.
 */
export function decideDoorCode(state: DoorCodeState, cmd: SyncDoorCode): DoorCodeEvent[] {
  const { booking, now } = cmd;
  const at = now.toISOString();
  const live = booking.status === 'confirmed';
  const validFrom = new Date(booking.startsAt.getTime() - cmd.minutesBefore * 60_000);
  const validUntil = booking.endsAt;
  switch (state.status) {
    case 'none':
      if (!live || !cmd.enabled || validUntil.getTime() <= now.getTime()) return [];
      return [
        {
          type: 'DoorCodeIssued',
          data: {
            bookingId: booking.bookingId,
            bayId: booking.bayId,
            userId: booking.userId,
            code: cmd.newCode(),
            validFrom: validFrom.toISOString(),
            validUntil: validUntil.toISOString(),
            at,
          },
        },
      ];
    case 'active':
      if (!live)
        return [{ type: 'DoorCodeRevoked', data: { bookingId: booking.bookingId, reason: booking.status, at } }];
      if (state.bayId === booking.bayId && same(state.validFrom, validFrom) && same(state.validUntil, validUntil))
        return [];
      return [
        {
          type: 'DoorCodeUpdated',
          data: {
            bookingId: booking.bookingId,
            bayId: booking.bayId,
            validFrom: validFrom.toISOString(),
            validUntil: validUntil.toISOString(),
            at,
          },
        },
      ];
    case 'revoked':
      return [];
    default: {
      const _exhaustive: never = state;
      return _exhaustive;
    }
  }
}
