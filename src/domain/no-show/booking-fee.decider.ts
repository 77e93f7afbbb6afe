import type { Decider } from '../decider';
import type { DecidedBookingFeeEvent, FeeKind } from './no-show.events';

export type BookingFeeState =
  | { status: 'none' }
  | {
      /** needs_approval: the bank wants the customer to approve the charge (asked, not retried). */
      status: 'due' | 'charged' | 'declined' | 'needs_approval' | 'not_charged';
      bookingId: string;
      userId: string | null;
      kind: FeeKind;
      amountCents: number;
      idempotencyKey: string;
      /** The order that paid the fee (once charged). */
      orderId?: string;
    };

export type BookingFeeCommand =
  | {
      type: 'MakeFeeDue';
      bookingId: string;
      userId: string | null;
      kind: FeeKind;
      amountCents: number;
      idempotencyKey: string;
      now: Date;
    }
  | {
      type: 'RecordFeeCharged';
      processor: 'square' | 'stripe' | null;
      paymentId: string | null;
      orderId: string;
      now: Date;
    }
  | { type: 'RecordFeeDeclined'; code: string; reason: string; now: Date; approvalId?: string | null }
  | { type: 'RecordFeeNotCharged'; reason: string; now: Date };

export function evolve(state: BookingFeeState, event: DecidedBookingFeeEvent): BookingFeeState {
  const d = event.data;
  const base = {
    bookingId: d.bookingId,
    userId: d.userId,
    kind: d.kind,
    amountCents: d.amountCents,
    idempotencyKey: state.status === 'none' ? '' : state.idempotencyKey,
  };
  switch (event.type) {
    case 'BookingFeeDue':
      return { status: 'due', ...base, idempotencyKey: event.data.idempotencyKey };
    case 'BookingFeeCharged':
      return { status: 'charged', ...base, orderId: event.data.orderId };
    case 'BookingFeeDeclined':
      return { status: event.data.approvalId ? 'needs_approval' : 'declined', ...base };
    case 'BookingFeeNotCharged':
      return { status: 'not_charged', ...base };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

/**
 * A booking's fee is decided once and settled once: a second "due" (a second no-show mark, a job
 * retry) changes nothing, and an outcome is recorded only while the fee is due (a charge also after a
 * refusal recorded by a racing attempt; never a second charge).
 */
export function decide(command: BookingFeeCommand, state: BookingFeeState): DecidedBookingFeeEvent[] {
  const at = command.now.toISOString();
  if (command.type === 'MakeFeeDue') {
    if (state.status !== 'none') return [];
    const { type: _t, now: _n, ...data } = command;
    return [{ type: 'BookingFeeDue', data: { ...data, dueAt: at } }];
  }
  if (state.status === 'none' || state.status === 'charged') return [];
  // Money that moved is the truth: a charge is recorded even over an outcome recorded before it.
  if (state.status !== 'due' && command.type !== 'RecordFeeCharged') return [];
  const facts = { bookingId: state.bookingId, userId: state.userId, kind: state.kind, amountCents: state.amountCents };
  switch (command.type) {
    case 'RecordFeeCharged':
      return [
        {
          type: 'BookingFeeCharged',
          data: {
            ...facts,
            processor: command.processor,
            paymentId: command.paymentId,
            orderId: command.orderId,
            chargedAt: at,
          },
        },
      ];
    case 'RecordFeeDeclined':
      return [
        {
          type: 'BookingFeeDeclined',
          data: {
            ...facts,
            code: command.code,
            reason: command.reason,
            declinedAt: at,
            approvalId: command.approvalId ?? null,
          },
        },
      ];
    case 'RecordFeeNotCharged':
      return [{ type: 'BookingFeeNotCharged', data: { ...facts, reason: command.reason, recordedAt: at } }];
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

export const bookingFeeDecider: Decider<BookingFeeState, BookingFeeCommand, DecidedBookingFeeEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
