import type { AppContext } from '../../app-context';
import { loadCheckout } from '../../commands/checkout/checkout-log';
import { queueSms } from '../../commands/sms/queue-sms.command';
import { toDecimalString } from '../../lib/money';
import { bookingById } from '../../projections/bookings/bookings.queries';

const hhmm = (t: string) => t.slice(0, 5);

/** Texts the booking receipt through the SMS pipeline, once per booking. */
export async function sendReceipt(ctx: AppContext, payload: { bookingId: string }): Promise<void> {
  if (await ctx.knex('payment_receipts').where({ booking_id: payload.bookingId }).first()) return;
  const booking = await bookingById(ctx, payload.bookingId);
  // The bookings read model may not have caught up with the confirmation yet: retry shortly.
  if (!booking || booking.status === 'pending') throw new Error(`booking ${payload.bookingId} not projected yet`);
  if (booking.status !== 'confirmed') return;
  const checkout = await loadCheckout(ctx, payload.bookingId);
  const user = booking.userId ? await ctx.knex('users').where({ id: booking.userId }).first('phone_number') : null;
  // Only the account's verified phone: the booking's guest phone comes from the client, and texting it
  // would let anyone send our messages to any number.
  const to = user?.phone_number;
  if (!to) return;
  const plan = checkout.plan;
  const paid: string[] = [];
  if (checkout.charged) paid.push(`$${toDecimalString(checkout.charged.amountCents)} by card`);
  if (plan?.giftCard) paid.push(`$${toDecimalString(plan.giftCard.amountCents)} gift card`);
  if (plan && plan.creditsUsed > 0) paid.push(`${plan.creditsUsed} credit${plan.creditsUsed === 1 ? '' : 's'}`);
  if (plan?.coupon) paid.push(`coupon ${plan.coupon.code} -$${toDecimalString(plan.coupon.discountCents)}`);
  if (!plan) paid.push(`$${booking.totalAmount}`);
  const body =
    `${ctx.config.VENUE_NAME}: your booking is confirmed. ${booking.bay?.name ?? 'Bay'}, ${booking.date} ` +
    `${hhmm(booking.startTime)}-${hhmm(booking.endTime)}. Paid: ${paid.join(', ') || '$0.00'}. Ref ${booking.reference}.`;
  const sms = await queueSms(ctx, { to, body, reason: 'payment_receipt' }, { actor: 'system' });
  await ctx
    .knex('payment_receipts')
    .insert({ booking_id: payload.bookingId, sms_id: sms.smsId, to_phone: to })
    .onConflict('booking_id')
    .ignore();
}
