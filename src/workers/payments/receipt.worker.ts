import type { AppContext } from '../../app-context';
import { orderReceipt } from '../../commands/checkout/order-receipt';
import { queueSms } from '../../commands/sms/queue-sms.command';
import { formatVenueSlot } from '../../domain/catalog/venue-time';
import { bookingById } from '../../projections/bookings/bookings.queries';

/** Texts the booking receipt through the SMS pipeline, once per booking. */
export async function sendReceipt(ctx: AppContext, payload: { bookingId: string }): Promise<void> {
  if (await ctx.knex('payment_receipts').where({ booking_id: payload.bookingId }).first()) return;
  const booking = await bookingById(ctx, payload.bookingId);
  // The bookings read model may not have caught up with the confirmation yet: retry shortly.
  if (!booking || booking.status === 'pending') throw new Error(`booking ${payload.bookingId} not projected yet`);
  if (booking.status !== 'confirmed') return;
  const receipt = await orderReceipt(ctx, payload.bookingId);
  const user = booking.userId ? await ctx.knex('users').where({ id: booking.userId }).first('phone_number') : null;
  // Only the account's verified phone: the booking's guest phone comes from the client, and texting it
  // would let anyone send our messages to any number.
  const to = user?.phone_number;
  if (!to) return;
  const paid = receipt ? receipt.paidWith : [`$${booking.totalAmount}`];
  // The same words and reference as the booking success page.
  const body =
    `${ctx.config.VENUE_NAME}: your booking is confirmed. ${booking.bay?.name ?? 'Bay'}, ` +
    `${formatVenueSlot(booking.date, booking.startTime, booking.endTime)}. ` +
    `Paid: ${paid.join(', ') || '$0.00'}. Ref ${booking.reference}.`;
  const sms = await queueSms(ctx, { to, body, reason: 'payment_receipt' }, { actor: 'system' });
  await ctx
    .knex('payment_receipts')
    .insert({ booking_id: payload.bookingId, sms_id: sms.smsId, to_phone: to })
    .onConflict('booking_id')
    .ignore();
}
