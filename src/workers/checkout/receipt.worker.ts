import { formatAmount } from '../../lib/money';
import type { AppContext } from '../../app-context';
import { receiptOf } from '../../commands/checkout/order-receipt';
import { loadCheckout } from '../../commands/checkout';
import { smsText } from '../../commands/sms';
import { queueSms } from '../../commands/sms';
import { formatVenueSlot } from '../../domain/catalog';
import { bookingDeskOf } from '../../commands/checkout/booking-desk';
import { receiptEmail } from '../../commands/checkout/receipt-email';
import type { OrderReceipt } from '../../commands/checkout/order-receipt';
import type { ReceiptBooking, ReceiptPart } from '../receipt-section';
import type { JobInfo } from '../jobs';
import { siteUrl } from '../../lib/site-url';

/**
 * Sends the booking receipt once per booking: a text through the SMS pipeline, and an email when the
 * account has an address (a separate record, so a failed email is retried without texting again).
 * A booking an order sold is confirmed a moment before the order records its payment: its receipt is
 * sent when the order completes (`via: 'order'`), so it names what the order charged and how; the
 * job its confirmation started leaves it to that one.
 */
export async function sendReceipt(
  ctx: AppContext,
  payload: { bookingId: string; via?: 'order' },
  job?: JobInfo,
): Promise<void> {
  const order = await loadCheckout(ctx, payload.bookingId);
  const soldByOrder = Boolean(
    order.plan?.lines.some((l) => l.type === 'booking' && l.data.bookingId === payload.bookingId),
  );
  // The booking's own confirmation leaves an order's booking to the order's completion; an order
  // without this booking (a membership, a gift card) has no booking receipt to send.
  const sender = soldByOrder ? 'order' : undefined;
  if (payload.via !== sender) return;
  const texted = await ctx.knex('payment_receipts').where({ booking_id: payload.bookingId }).first();
  const emailed = await ctx.knex('receipt_emails').where({ booking_id: payload.bookingId, status: 'sent' }).first();
  if (texted && emailed) return;
  const booking = await bookingDeskOf(ctx).booking(ctx, payload.bookingId);
  // The bookings read model may not have caught up with the confirmation yet: retry shortly.
  if (!booking || booking.status === 'pending') throw new Error(`booking ${payload.bookingId} not projected yet`);
  if (booking.status !== 'confirmed') return;
  const receipt = receiptOf(order);
  const user = booking.userId
    ? await ctx.knex('users').where({ id: booking.userId }).first('phone_number', 'email', 'first_name')
    : null;
  // Each module's part of the email (the door code may not be issued yet: that throws, and the job retries).
  const parts = emailed ? [] : await receiptParts(ctx, booking, job);
  if (!emailed && user?.email) await emailReceipt(ctx, booking, receipt, user.email, user.first_name ?? 'there', parts);
  if (texted) return;
  // Only the account's verified phone: the booking's guest phone comes from the client, and texting it
  // would let anyone send our messages to any number.
  const to = user?.phone_number;
  if (!to) return;
  const paid = receipt ? receipt.paidWith : [formatAmount(booking.totalAmount)];
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

async function receiptParts(ctx: AppContext, booking: ReceiptBooking, job?: JobInfo): Promise<ReceiptPart[]> {
  const parts: ReceiptPart[] = [];
  for (const section of ctx.modules.flatMap((m) => m.receiptSections ?? [])) {
    const part = await section.read(ctx, booking, job);
    if (part) parts.push(part);
  }
  return parts;
}

/** Claims the booking's receipt email, sends it over SMTP, and records it (a failure is retried by the job). */
async function emailReceipt(
  ctx: AppContext,
  booking: ReceiptBooking,
  receipt: OrderReceipt | null,
  to: string,
  name: string,
  parts: ReceiptPart[],
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
    const attachments = parts.flatMap((p) => (p.attachment ? [p.attachment] : []));
    await ctx.email.send({
      to,
      attachments: attachments.length ? attachments : undefined,
      ...receiptEmail({
        venueName: ctx.config.VENUE_NAME,
        customerName: name,
        bayName: booking.bay?.name ?? 'Bay',
        when: formatVenueSlot(booking.date, booking.startTime, booking.endTime),
        reference: booking.reference,
        receipt,
        totalAmount: booking.totalAmount,
        parts,
        receiptUrl: siteUrl(
          ctx,
          `/payment-success?booking_id=${booking.id}${ctx.venues ? `&venue=${ctx.config.VENUE_ID}` : ''}`,
        ),
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
