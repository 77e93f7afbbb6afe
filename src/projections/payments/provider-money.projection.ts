import type { RecordedEvent } from '../../eventstore/types';
import type { CardDisputeEvent } from '../../domain/payments/provider-notices';
import type { Projection } from '../projection';
import { rowProjection, type RowModel } from '../row-fold';

type Recorded<E> = E & RecordedEvent;
const disputeKey = (d: { provider: string; disputeId: string }) => `${d.provider}:${d.disputeId}`;

const disputeRows: RowModel<Recorded<CardDisputeEvent>> = {
  table: 'card_disputes',
  key: 'dispute_key',
  keyOf: (event) => disputeKey(event.data),
  create(event) {
    if (event.type !== 'CardDisputeOpened') return null;
    const d = event.data;
    return {
      dispute_key: disputeKey(d),
      dispute_id: d.disputeId,
      provider: d.provider,
      payment_id: d.paymentId,
      order_id: d.orderId,
      booking_id: d.bookingId,
      user_id: d.userId,
      amount_cents: d.amountCents,
      withdrawn_cents: 0,
      fee_cents: 0,
      reason: d.reason,
      status: 'needs_response',
      evidence_due_by: d.evidenceDueBy,
      opened_at: d.openedAt,
      closed_at: null,
      cleared_at: null,
      cleared_by: null,
      clear_note: null,
      updated_at: d.openedAt,
    };
  },
  patch(event) {
    switch (event.type) {
      case 'CardDisputeFundsWithdrawn':
        return {
          set: { updated_at: event.data.withdrawnAt },
          add: { withdrawn_cents: event.data.amountCents, fee_cents: event.data.feeCents },
        };
      case 'CardDisputeUpdated':
        return {
          set: {
            status: event.data.status,
            evidence_due_by: event.data.evidenceDueBy,
            updated_at: event.data.updatedAt,
          },
        };
      case 'CardDisputeClosed':
        return { set: { status: event.data.outcome, closed_at: event.data.closedAt, updated_at: event.data.closedAt } };
      case 'CardDisputeCleared':
        return {
          set: { cleared_at: event.data.clearedAt, cleared_by: event.data.clearedBy, clear_note: event.data.note },
        };
      default:
        return null;
    }
  },
};

/** Card disputes (chargebacks) as the providers report them, with what staff did about the card block. */
export const cardDisputesProjection: Projection = rowProjection({
  name: 'card-disputes',
  eventTypes: [
    'CardDisputeOpened',
    'CardDisputeFundsWithdrawn',
    'CardDisputeUpdated',
    'CardDisputeClosed',
    'CardDisputeCleared',
  ],
  model: disputeRows,
});

type PayoutData = { provider: string; payoutId: string; amountCents: number; arrivalDate?: string };
const payoutRows: RowModel<RecordedEvent<string, PayoutData & Record<string, string>>> = {
  table: 'provider_payouts',
  key: 'payout_key',
  keyOf: (event) => `${event.data.provider}:${event.data.payoutId}`,
  create(event) {
    if (event.type !== 'ProviderPayoutPaid') return null;
    const d = event.data;
    return {
      payout_key: `${d.provider}:${d.payoutId}`,
      payout_id: d.payoutId,
      provider: d.provider,
      amount_cents: d.amountCents,
      arrival_date: d.arrivalDate,
      status: 'paid',
      paid_at: d.paidAt,
      failed_at: null,
    };
  },
  patch(event) {
    if (event.type !== 'ProviderPayoutFailed') return null;
    return { set: { status: 'failed', failed_at: event.data.failedAt } };
  },
};

/** The providers' payouts to the venue's bank (Reports -> Payouts), to match bank statements with. */
export const providerPayoutsProjection: Projection = rowProjection({
  name: 'provider-payouts',
  eventTypes: ['ProviderPayoutPaid', 'ProviderPayoutFailed'],
  model: payoutRows,
});
