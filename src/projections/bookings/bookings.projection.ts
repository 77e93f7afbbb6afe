import type { Projection } from '../projection';
import type { RecordedEvent } from '../../eventstore/types';
import type { RecordedBayDayEvent } from '../../domain/bookings/booking.events';
import type { BookingDayCache } from './bookings.queries';
import { rowProjection, type RowModel } from '../row-fold';
import { scrubsErasedCustomers } from '../customer-erasure';

export const BOOKINGS_PROJECTION = 'bookings';

/**
 * The `bookings` table: one row per booking with the spec's fields, kept from the bay-day streams.
 * Each committed batch drops the day lists `days` cached.
 */
export function bookingsProjection(days: BookingDayCache): Projection {
  return scrubsErasedCustomers(bookingRowsProjection(days), async (trx, userId) => {
    await trx('bookings')
      .where({ user_id: userId })
      .update({ first_name: 'Erased', last_name: 'customer', email: null, phone_number: null });
  });
}

function bookingRowsProjection(days: BookingDayCache): Projection {
  return rowProjection({
    name: BOOKINGS_PROJECTION,
    eventTypes: [
      'BookingPlaced',
      'BookingConfirmed',
      'BookingReleased',
      'BookingCancelled',
      'BookingExtended',
      'BookingPaymentUpdated',
      'BookingMarkedNoShow',
      'BookingMoved',
      'BookingMoveReverted',
    ],
    model: bookingRows,
    onCommit: () => days.changed(),
  });
}

const bookingRows: RowModel<RecordedBayDayEvent> = {
  table: 'bookings',
  key: 'id',
  keyOf: (event) => event.data.bookingId,
  create(event) {
    if (event.type !== 'BookingPlaced') return null;
    const d = event.data;
    return {
      id: d.bookingId,
      bay_id: d.bayId,
      user_id: d.userId,
      date: d.date,
      start_time: d.startTime,
      end_time: d.endTime,
      starts_at: d.startsAt,
      ends_at: d.endsAt,
      duration: d.duration,
      status: d.status,
      payment_status: d.paymentStatus,
      subtotal_cents: d.subtotalCents,
      total_amount_cents: d.totalAmountCents,
      credits_used: d.creditsUsed,
      extended_hours: 0,
      applied_gift_card: d.appliedGiftCard ?? null,
      applied_coupon: d.appliedCoupon ?? null,
      coupon_id: d.couponId ?? null,
      square_payment_id: d.squarePaymentId ?? null,
      stripe_payment_intent_id: d.stripePaymentIntentId ?? null,
      customer_type: d.customerType,
      guest_booking: d.guestBooking,
      first_name: d.firstName ?? null,
      last_name: d.lastName ?? null,
      email: d.email ?? null,
      phone_number: d.phoneNumber ?? null,
      tournament_id: d.tournamentId ?? null,
      is_tournament_booking: d.isTournamentBooking,
      quote: d.quote,
      hold_expires_at: d.holdExpiresAt ?? null,
      confirmed_at: d.status === 'confirmed' ? d.placedAt : null,
      release_reason: null,
      refund_amount_cents: null,
      refund_percentage: null,
      refund_reason: null,
      refund_status: null,
      cancelled_by: null,
      cancelled_at: null,
      created_at: d.placedAt,
      updated_at: occurredAt(event),
    };
  },
  patch(event) {
    const updated_at = occurredAt(event);
    switch (event.type) {
      case 'BookingConfirmed': {
        const d = event.data;
        const set: Record<string, unknown> = {
          status: 'confirmed',
          payment_status: d.paymentStatus,
          hold_expires_at: null,
          confirmed_at: d.confirmedAt,
          updated_at,
        };
        if (d.squarePaymentId) set.square_payment_id = d.squarePaymentId;
        if (d.stripePaymentIntentId) set.stripe_payment_intent_id = d.stripePaymentIntentId;
        if (d.totalAmountCents !== undefined) set.total_amount_cents = d.totalAmountCents;
        if (d.creditsUsed !== undefined) set.credits_used = d.creditsUsed;
        return { set };
      }
      case 'BookingReleased':
        return { set: { status: 'released', release_reason: event.data.reason, updated_at } };
      case 'BookingCancelled': {
        const d = event.data;
        return {
          set: {
            status: 'cancelled',
            refund_amount_cents: d.refundAmountCents,
            refund_percentage: d.refundPercentage,
            refund_reason: d.refundReason,
            refund_status: d.refundAmountCents > 0 ? 'due' : 'none',
            cancelled_by: d.cancelledBy,
            cancelled_at: d.cancelledAt,
            updated_at,
          },
        };
      }
      case 'BookingExtended': {
        const d = event.data;
        const set: Record<string, unknown> = {
          end_time: d.endTime,
          ends_at: d.endsAt,
          duration: d.duration,
          updated_at,
        };
        if (d.paymentStatus) set.payment_status = d.paymentStatus;
        return { set, add: { total_amount_cents: d.extensionCostCents, extended_hours: d.additionalHours } };
      }
      case 'BookingPaymentUpdated': {
        const d = event.data;
        const set: Record<string, unknown> = { payment_status: d.paymentStatus, updated_at };
        if (d.squarePaymentId) set.square_payment_id = d.squarePaymentId;
        if (d.stripePaymentIntentId) set.stripe_payment_intent_id = d.stripePaymentIntentId;
        if (d.refundStatus !== undefined) set.refund_status = d.refundStatus;
        return { set };
      }
      case 'BookingMarkedNoShow':
        return { set: { status: 'no_show', updated_at } };
      case 'BookingMoved':
      case 'BookingMoveReverted': {
        const d = event.data;
        return {
          set: {
            bay_id: d.bayId,
            date: d.date,
            start_time: d.startTime,
            end_time: d.endTime,
            starts_at: d.startsAt,
            ends_at: d.endsAt,
            updated_at,
          },
        };
      }
      default:
        return null;
    }
  },
};

function occurredAt(event: RecordedEvent): string {
  return event.metadata.occurredAt ?? event.createdAt.toISOString();
}
