import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context';
import { bookingIcsAttachment } from '../../commands/calendar/calendar-venue';
import { orderReceipt } from '../../commands/checkout/order-receipt';
import { smsText } from '../../commands/messaging/messaging.commands';
import { queueSms } from '../../commands/sms/queue-sms.command';
import { formatVenueSlot } from '../../domain/catalog/venue-time';
import { bookingById, type FullBooking } from '../../projections/bookings/bookings.queries';
import { receiptEmail } from '../../commands/checkout/receipt-email';
import type { OrderReceipt } from '../../commands/checkout/order-receipt';
import { activeDoorCode, doorAccessSettings } from '../../projections/door-access/door-access.queries';
import type { JobInfo } from '../jobs';

/**
 * The door code the receipt shows. When the venue uses door codes the receipt waits (the job retries)
 * for the code to be issued, except on its last attempt, when it goes without one.
 */
async function receiptDoorCode(ctx: AppContext, booking: FullBooking, job?: JobInfo) {
  const settings = await doorAccessSettings(ctx.knex);
  const code = await activeDoorCode(ctx.knex, booking.id);
  if (!code) {
    const expected = settings.enabled && new Date(booking.endsAt).getTime() > ctx.now().getTime();
    if (expected && job && job.attempt < job.maxAttempts)
      throw new Error(`door code for booking ${booking.id} not issued yet`);
    return null;
  }
  const opensAt = DateTime.fromISO(code.validFrom, { zone: ctx.config.VENUE_TIMEZONE }).toFormat('h:mm a');
  return { code: code.code, opensAt };
}

/**
 * Sends the booking receipt once per booking: a text through the SMS pipeline, and an email when the
 * account has an address (a separate record, so a failed email is retried without texting again).
 */
export async function sendReceipt(ctx: AppContext, payload: { bookingId: string }, job?: JobInfo): Promise<void> {
  const texted = await ctx.knex('payment_receipts').where({ booking_id: payload.bookingId }).first();
  const emailed = await ctx.knex('receipt_emails').where({ booking_id: payload.bookingId, status: 'sent' }).first();
  if (texted && emailed) return;
  const booking = await bookingById(ctx, payload.bookingId);
  // The bookings read model may not have caught up with the confirmation yet: retry shortly.
  if (!booking || booking.status === 'pending') throw new Error(`booking ${payload.bookingId} not projected yet`);
  if (booking.status !== 'confirmed') return;
  const receipt = await orderReceipt(ctx, payload.bookingId);
  const user = booking.userId
    ? await ctx.knex('users').where({ id: booking.userId }).first('phone_number', 'email', 'first_name')
    : null;
  const doorCode = emailed ? null : await receiptDoorCode(ctx, booking, job);
  if (!emailed && user?.email)
    await emailReceipt(ctx, booking, receipt, user.email, user.first_name ?? 'there', doorCode);
  if (texted) return;
  // Only the account's verified phone: the booking's guest phone comes from the client, and texting it
  // would let anyone send our messages to any number.
  const to = user?.phone_number;
  if (!to) return;
  const paid = receipt ? receipt.paidWith : [`$${booking.totalAmount}`];
  // The same words and reference as the booking success page.
  const body = await smsText(ctx, 'payment_receipt', {
    details: `${booking.bay?.name ?? 'Bay'}, ${formatVenueSlot(booking.date, booking.startTime, booking.endTime)}`,
    amount: paid.join(', ') || '$0.00',
    reference: booking.reference,
  });
  const sms = await queueSms(ctx, { to, body, reason: 'payment_receipt' }, { actor: 'system' });
  await ctx
    .knex('payment_receipts')
    .insert({ booking_id: payload.bookingId, sms_id: sms.smsId, to_phone: to })
    .onConflict('booking_id')
    .ignore();
}

/** Claims the booking's receipt email, sends it over SMTP, and records it (a failure is retried by the job). */
async function emailReceipt(
  ctx: AppContext,
  booking: FullBooking,
  receipt: OrderReceipt | null,
  to: string,
  name: string,
  doorCode: { code: string; opensAt: string } | null,
): Promise<void> {
  const now = ctx.now();
  const claimed = await ctx
    .knex('receipt_emails')
    .insert({ booking_id: booking.id, to_address: to, status: 'sending', updated_at: now })
    .onConflict('booking_id')
    .merge({ status: 'sending', to_address: to, updated_at: now })
    .where('receipt_emails.status', 'failed')
    .returning('booking_id');
  if (claimed.length === 0) return;
  try {
    const ics = await bookingIcsAttachment(ctx, booking.id);
    await ctx.email.send({
      to,
      attachments: ics ? [ics] : undefined,
      ...receiptEmail({
        venueName: ctx.config.VENUE_NAME,
        customerName: name,
        bayName: booking.bay?.name ?? 'Bay',
        when: formatVenueSlot(booking.date, booking.startTime, booking.endTime),
        reference: booking.reference,
        receipt,
        totalAmount: booking.totalAmount,
        doorCode,
        receiptUrl: ctx.config.PUBLIC_URL
          ? `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/payment-success?booking_id=${booking.id}${ctx.venues ? `&venue=${ctx.config.VENUE_ID}` : ''}`
          : null,
      }),
    });
  } catch (error) {
    await ctx
      .knex('receipt_emails')
      .where({ booking_id: booking.id })
      .update({ status: 'failed', updated_at: ctx.now() });
    throw error;
  }
  await ctx.knex('receipt_emails').where({ booking_id: booking.id }).update({ status: 'sent', updated_at: ctx.now() });
}
