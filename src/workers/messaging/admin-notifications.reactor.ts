import type { AppContext } from '../../app-context';
import type { RecordedEvent } from '../../eventstore/types';
import type { Projection } from '../../projections/projection';
import { catalogSnapshot } from '../../projections/catalog';
import { channelsFor, type NotificationKind } from '../../domain/catalog';
import { formatMoney } from '../../lib/money';
import { defineReactor } from '../reactor';
import { ADMIN_NOTIFICATION_REASON } from './admin-notify.worker';

declare module '../jobs' {
  interface JobPayloads {
    /** Tells every admin about one event over one channel (once per event, channel and admin). */
    'admin.notify': { eventId: string; kind: NotificationKind; channel: 'sms' | 'email'; text: string };
  }
}

/** Events older than this when the reactor first sees them (a replay, a new deployment) notify nobody. */
const STALE_MS = 60 * 60 * 1000;

type Data = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const dollars = (cents: unknown) => formatMoney(Number(cents));
const providerName = (p: unknown) => (p === 'stripe' ? 'Stripe' : 'Square');

/** What each event tells the admins, or null when it is not a notification. */
function describe(
  event: RecordedEvent,
  bayName: (id: string) => string,
): { kind: NotificationKind; text: string } | null {
  const d = event.data as Data;
  switch (event.type) {
    case 'BookingPlaced':
      if (d.status !== 'confirmed') return null;
      return {
        kind: 'new_booking',
        text: `New booking: ${bayName(str(d.bayId))}, ${str(d.date)} at ${str(d.startTime).slice(0, 5)} for ${String(d.duration)} h.`,
      };
    case 'BookingConfirmed':
      return { kind: 'new_booking', text: `New booking confirmed (booking ${str(d.bookingId).slice(0, 8)}).` };
    case 'BookingCancelled':
      return { kind: 'booking_cancelled', text: `Booking ${str(d.bookingId).slice(0, 8)} was cancelled.` };
    case 'CheckoutFailed':
      return { kind: 'payment_failed', text: `A payment failed: ${str(d.message).slice(0, 120)}` };
    case 'CheckoutRefundFailed':
      return { kind: 'payment_failed', text: `A refund failed for order ${str(d.bookingId).slice(0, 8)}.` };
    case 'SupportMessageReceived':
    case 'SupportSmsReceived':
      return { kind: 'support_message', text: 'A new support message is waiting in the admin chat.' };
    case 'CheckoutRefundedAtProvider':
      return {
        kind: 'payment_failed',
        text: `A refund of ${dollars(d.amountCents)} was made in the ${providerName(d.provider)} dashboard (${str(d.refundId)}); the ledger has it.`,
      };
    case 'CardDisputeOpened':
      return {
        kind: 'payment_failed',
        text: `A card dispute of ${dollars(d.amountCents)} was opened (${str(d.reason)})${d.evidenceDueBy ? `; evidence due by ${str(d.evidenceDueBy).slice(0, 10)}` : ''}. See Admin > Disputes.`,
      };
    case 'CardDisputeClosed':
      return {
        kind: 'payment_failed',
        text: `The card dispute ${str(d.disputeId)} was ${d.outcome === 'won' ? 'won: the money is back' : 'lost: the cardholder keeps the money'}.`,
      };
    case 'MembershipPaymentFailed':
      return { kind: 'membership_past_due', text: 'A membership renewal charge failed: the membership is past due.' };
    case 'SmsDeliveryFailed':
      // A failed admin notification must not start another one.
      if (d.reason === ADMIN_NOTIFICATION_REASON) return null;
      return {
        kind: 'sms_failed',
        text: `A text (${str(d.reason)}) could not be delivered: ${str(d.error).slice(0, 100)}`,
      };
    default:
      return null;
  }
}

/** Turns the events admins chose to hear about into 'admin.notify' jobs, one per enabled channel. */
export function adminNotificationsReactor(ctx: AppContext): Projection {
  return defineReactor({
    name: 'admin-notifications-reactor',
    eventTypes: [
      'BookingPlaced',
      'BookingConfirmed',
      'BookingCancelled',
      'CheckoutFailed',
      'CheckoutRefundFailed',
      'SupportMessageReceived',
      'SupportSmsReceived',
      'MembershipPaymentFailed',
      'SmsDeliveryFailed',
      'CheckoutRefundedAtProvider',
      'CardDisputeOpened',
      'CardDisputeClosed',
    ],
    jobs: ctx.jobs,
    async handle(event, reactor) {
      const occurred = Date.parse(event.metadata.occurredAt ?? event.createdAt.toISOString());
      if (ctx.now().getTime() - occurred > STALE_MS) return;
      const catalog = await catalogSnapshot(ctx);
      const note = describe(event, (id) => catalog.baysById.get(id)?.name ?? 'a bay');
      if (!note) return;
      const on = channelsFor(catalog.settings.notifications, note.kind);
      for (const channel of ['sms', 'email'] as const)
        if (on[channel])
          await reactor.enqueue('admin.notify', { eventId: event.eventId, ...note, channel }, { key: channel });
    },
  });
}
