import type { Projection } from '../projection';
import type { RecordedEvent } from '../../eventstore/types';
import type { RecordedBayDayEvent } from '../../domain/bookings/booking.events';
import { bookingsChanged } from './bookings.queries';

export const BOOKINGS_PROJECTION = 'bookings';

/** The `bookings` table: one row per booking with the spec's fields, kept from the bay-day streams. */
export const bookingsProjection: Projection = {
  name: BOOKINGS_PROJECTION,
  eventTypes: [
    'BookingPlaced',
    'BookingConfirmed',
    'BookingReleased',
    'BookingCancelled',
    'BookingExtended',
    'BookingPaymentUpdated',
  ],
  tables: ['bookings'],
  async apply(trx, recorded: RecordedEvent) {
    const event = recorded as RecordedBayDayEvent;
    const at = event.metadata.occurredAt ?? event.createdAt.toISOString();
    const row = (id: string) => trx('bookings').where({ id });
    // Day lists are cached per process: drop them once this batch has committed.
    void trx.executionPromise?.then(bookingsChanged, () => undefined);
    switch (event.type) {
      case 'BookingPlaced': {
        const d = event.data;
        await trx('bookings')
          .insert({
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
            applied_gift_card: d.appliedGiftCard ? JSON.stringify(d.appliedGiftCard) : null,
            applied_coupon: d.appliedCoupon ? JSON.stringify(d.appliedCoupon) : null,
            coupon_id: d.couponId,
            square_payment_id: d.squarePaymentId,
            stripe_payment_intent_id: d.stripePaymentIntentId,
            customer_type: d.customerType,
            guest_booking: d.guestBooking,
            first_name: d.firstName,
            last_name: d.lastName,
            email: d.email,
            phone_number: d.phoneNumber,
            tournament_id: d.tournamentId,
            is_tournament_booking: d.isTournamentBooking,
            quote: JSON.stringify(d.quote),
            hold_expires_at: d.holdExpiresAt,
            confirmed_at: d.status === 'confirmed' ? d.placedAt : null,
            created_at: d.placedAt,
            updated_at: at,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'BookingConfirmed': {
        const d = event.data;
        const columns: Record<string, unknown> = {
          status: 'confirmed',
          payment_status: d.paymentStatus,
          hold_expires_at: null,
          confirmed_at: d.confirmedAt,
          updated_at: at,
        };
        if (d.squarePaymentId) columns.square_payment_id = d.squarePaymentId;
        if (d.stripePaymentIntentId) columns.stripe_payment_intent_id = d.stripePaymentIntentId;
        if (d.totalAmountCents !== undefined) columns.total_amount_cents = d.totalAmountCents;
        if (d.creditsUsed !== undefined) columns.credits_used = d.creditsUsed;
        await row(d.bookingId).update(columns);
        return;
      }
      case 'BookingReleased':
        await row(event.data.bookingId).update({
          status: 'released',
          release_reason: event.data.reason,
          updated_at: at,
        });
        return;
      case 'BookingCancelled': {
        const d = event.data;
        await row(d.bookingId).update({
          status: 'cancelled',
          refund_amount_cents: d.refundAmountCents,
          refund_percentage: d.refundPercentage,
          refund_reason: d.refundReason,
          refund_status: d.refundAmountCents > 0 ? 'due' : 'none',
          cancelled_by: d.cancelledBy,
          cancelled_at: d.cancelledAt,
          updated_at: at,
        });
        return;
      }
      case 'BookingExtended': {
        const d = event.data;
        const columns: Record<string, unknown> = {
          end_time: d.endTime,
          ends_at: d.endsAt,
          duration: d.duration,
          total_amount_cents: trx.raw('total_amount_cents + ?', [d.extensionCostCents]),
          extended_hours: trx.raw('extended_hours + ?', [d.additionalHours]),
          updated_at: at,
        };
        if (d.paymentStatus) columns.payment_status = d.paymentStatus;
        await row(d.bookingId).update(columns);
        return;
      }
      case 'BookingPaymentUpdated': {
        const d = event.data;
        const columns: Record<string, unknown> = { payment_status: d.paymentStatus, updated_at: at };
        if (d.squarePaymentId) columns.square_payment_id = d.squarePaymentId;
        if (d.stripePaymentIntentId) columns.stripe_payment_intent_id = d.stripePaymentIntentId;
        if (d.refundStatus !== undefined) columns.refund_status = d.refundStatus;
        await row(d.bookingId).update(columns);
        return;
      }
      default:
        return;
    }
  },
};
