import type { AppContext } from '../../app-context';
import { loadCheckout } from '../../commands/checkout/checkout-log';
import { orderReceipt } from '../../commands/checkout/order-receipt';
import type { NoticeEmailFacts } from '../../commands/checkout/receipt-email';
import { formatVenueSlot } from '../../domain/catalog';
import type { TemplateKey } from '../../domain/sms';
import { formatMoney, toDecimalString } from '../../lib/money';
import { bookingDeskOf } from '../../commands/checkout/booking-desk';
import type { NoticePayload } from './notice-jobs';
import { approvalById } from '../../projections/payments';
import { escapeHtml } from '../../lib/html';
import { siteUrl } from '../../lib/site-url';

/** What one receipt or notice says, by text and by email, and to whom. */
export interface CustomerNotice {
  userId: string | null;
  /** Where to email it when there is no account address (a guest who bought a gift card). */
  fallbackEmail: string | null;
  template: TemplateKey;
  values: { details: string; amount?: string; reference: string; link?: string };
  email: Omit<NoticeEmailFacts, 'venueName' | 'customerName'>;
}

type Payload<K extends NoticePayload['kind']> = Extract<NoticePayload, { kind: K }>;

const money = (cents: number) => `${formatMoney(cents)}`;
const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();

/** The notice for the event, or null when there is nothing to tell (the booking receipt covers it). */
export async function noticeFor(ctx: AppContext, payload: NoticePayload): Promise<CustomerNotice | null> {
  switch (payload.kind) {
    case 'order':
      return orderNotice(ctx, payload);
    case 'cancellation':
      return cancellationNotice(ctx, payload);
    case 'moved':
      return movedNotice(ctx, payload);
    case 'approval':
      return approvalNotice(ctx, payload);
    default: {
      const _exhaustive: never = payload;
      return _exhaustive;
    }
  }
}

/** A paid order without a booking: a membership, its renewal, an extension, a gift card, a fee... */
async function orderNotice(ctx: AppContext, payload: Payload<'order'>): Promise<CustomerNotice | null> {
  const state = await loadCheckout(ctx, payload.orderId);
  const plan = state.plan;
  if (!plan || plan.subtotalCents <= 0 || plan.lines.some((l) => l.type === 'booking')) return null;
  const receipt = await orderReceipt(ctx, payload.orderId);
  if (!receipt) return null;
  const details = plan.lines.map((l) => l.label).join(', ');
  const paidWith = receipt.paidWith.join(', ') || '$0.00';
  const giftCard = plan.lines.find((l) => l.type === 'gift-card');
  const senderEmail = (giftCard?.data as { senderEmail?: string | null } | undefined)?.senderEmail ?? null;
  const reference = referenceOf(payload.orderId);
  return {
    userId: plan.userId,
    fallbackEmail: senderEmail,
    template: 'order_receipt',
    values: { details, amount: paidWith, reference },
    email: {
      subject: `${ctx.config.VENUE_NAME} receipt: ${details}`,
      intro: `Thank you, your payment is received: ${details}.`,
      greeting: 'your payment is received.',
      title: details,
      lines: [
        ...receipt.lines.map((l): [string, string] => [l.label, l.amount]),
        ...receipt.adjustments.map((a): [string, string] => [a.label, a.amount]),
      ],
      totalLabel: 'Total paid',
      total: receipt.charged,
      paidWith: `Paid with: ${paidWith}`,
      reference,
      footer: 'Thank you. See you on the tee!',
    },
  };
}

/** A cancelled booking and the refund the cancellation recorded (the policy's, or an admin's override). */
async function cancellationNotice(ctx: AppContext, p: Payload<'cancellation'>): Promise<CustomerNotice | null> {
  const booking = await bookingDeskOf(ctx).booking(ctx, p.bookingId);
  if (!booking?.userId) return null;
  const details = `${booking.bay?.name ?? 'Bay'}, ${formatVenueSlot(booking.date, booking.startTime, booking.endTime)}`;
  const credits =
    p.creditsUsed > 0 && p.refundPercentage > 0
      ? ` and ${p.refundPercentage}% of the ${p.creditsUsed} credit${p.creditsUsed === 1 ? '' : 's'} used`
      : '';
  const amount = `${money(p.refundAmountCents)}${credits}`;
  return {
    userId: booking.userId,
    fallbackEmail: null,
    template: 'refund_notice',
    values: { details, amount, reference: booking.reference },
    email: {
      subject: `${ctx.config.VENUE_NAME}: booking cancelled, ${details}`,
      intro: `Your booking is cancelled: ${details}.`,
      greeting: 'your booking is cancelled.',
      title: details,
      lines: [
        ['Booking', toDecimalString(p.bookingAmountCents)],
        [`Refund (${p.refundPercentage}%)`, toDecimalString(p.refundAmountCents)],
      ],
      totalLabel: 'Total refunded',
      total: toDecimalString(p.refundAmountCents),
      paidWith: `Refunded: ${amount}, to the way you paid`,
      reference: booking.reference,
      footer: 'We hope to see you again soon.',
    },
  };
}

/**
 * The bank wants the customer to approve a payment (3-D Secure): what it is for, how much, and the
 * link that opens their bank's page (unless it was paid or closed before the notice went out).
 */
async function approvalNotice(ctx: AppContext, p: Payload<'approval'>): Promise<CustomerNotice | null> {
  const approval = await approvalById(ctx.knex, p.approvalId);
  if (approval && approval.status !== 'open') return null;
  const link = siteUrl(ctx, `/approve-payment/${p.approvalId}`);
  const amount = money(p.amountCents);
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString('en-US', { timeZone: ctx.config.VENUE_TIMEZONE, month: 'long', day: 'numeric' });
  const by = p.expiresAt ? ` by ${day(p.expiresAt)}, or the membership ends` : '';
  return {
    userId: p.userId,
    fallbackEmail: null,
    template: 'payment_approval',
    values: { details: p.label, amount, reference: referenceOf(p.approvalId), link },
    email: {
      subject: `${ctx.config.VENUE_NAME}: please approve your ${p.label} payment`,
      intro: `Your bank needs you to approve the ${p.label} payment of ${amount}. Please approve it${by}: ${link}`,
      greeting: 'your bank needs you to approve a payment.',
      title: `${p.label}: ${amount}`,
      lines: [[p.label, toDecimalString(p.amountCents)]],
      totalLabel: 'To approve',
      total: toDecimalString(p.amountCents),
      paidWith: null,
      reference: referenceOf(p.approvalId),
      extraText: [`Approve it here: ${link}`],
      extraHtml: `<p style="margin:20px 0 0"><a href="${escapeHtml(link)}" style="color:#15803d;font-weight:bold">Approve the payment with your bank</a></p>`,
      footer: 'Your card is not charged until you approve it.',
    },
  };
}

/** Staff moved the booking: where and when it is now (unless it moved again or the move was undone). */
async function movedNotice(ctx: AppContext, p: Payload<'moved'>): Promise<CustomerNotice | null> {
  const booking = await bookingDeskOf(ctx).booking(ctx, p.bookingId);
  if (!booking?.userId) return null;
  const here =
    booking.bayId === p.bayId && booking.date === p.date && booking.startTime.slice(0, 5) === p.startTime.slice(0, 5);
  if (!here) {
    // The read model may not show the move yet: retry until it does (a later move sends its own notice).
    if (ctx.now().getTime() - Date.parse(p.occurredAt) < 60_000)
      throw new Error(`booking ${p.bookingId} not at its new place yet`);
    return null;
  }
  const details = `${booking.bay?.name ?? 'Bay'}, ${formatVenueSlot(booking.date, booking.startTime, booking.endTime)}`;
  return {
    userId: booking.userId,
    fallbackEmail: null,
    template: 'booking_moved',
    values: { details, reference: booking.reference },
    email: {
      subject: `${ctx.config.VENUE_NAME}: your booking moved to ${details}`,
      intro: `Our staff moved your booking to ${details}.`,
      greeting: 'our staff moved your booking.',
      title: details,
      lines: [],
      totalLabel: null,
      total: booking.totalAmount,
      paidWith: null,
      reference: booking.reference,
      footer: 'Nothing changes in what you paid. See you on the tee!',
    },
  };
}
