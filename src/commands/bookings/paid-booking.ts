import type { AppContext } from '../../app-context';
import { bookingById } from '../../projections/bookings';
import { normaliseTime } from './plan-booking';

/** The slot a client says it paid for, and (when it knows it) the payment id the server answered. */
export interface PaidSlot {
  userId: string;
  bayId: string;
  date: string;
  startTime: string;
  duration: number;
  paymentId?: string | null;
}

/**
 * The confirmed booking a card payment of this user already bought for exactly this slot, or null.
 * A card payment (POST /api/payments) places and confirms its booking itself at the server's price,
 * so the booking the client then posts with paymentStatus completed is that one: answering it
 * neither books nor charges again, and a payment never stands for a booking it did not buy.
 */
export async function paidBookingFor(ctx: AppContext, slot: PaidSlot) {
  let startTime: string;
  try {
    startTime = normaliseTime(slot.startTime);
  } catch {
    return null;
  }
  const query = ctx
    .knex('bookings')
    .where({
      user_id: slot.userId,
      bay_id: slot.bayId,
      date: slot.date,
      start_time: startTime,
      status: 'confirmed',
    })
    .andWhere('duration', slot.duration)
    .andWhere((q) => q.whereNotNull('square_payment_id').orWhereNotNull('stripe_payment_intent_id'))
    .orderBy('created_at', 'desc')
    .first('id');
  if (slot.paymentId)
    query.andWhere((q) =>
      q.where('square_payment_id', slot.paymentId!).orWhere('stripe_payment_intent_id', slot.paymentId!),
    );
  const row = (await query) as { id: string } | undefined;
  return row ? bookingById(ctx, row.id) : null;
}
