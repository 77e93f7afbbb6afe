import type { Knex } from 'knex';
import type { RecordedEvent } from '../../eventstore/types';
import type { CardDisputeEvent } from '../../domain/payments/provider-notices';
import type { Projection } from '../projection';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const disputeKey = (d: Data) => `${d.provider}:${d.disputeId}`;

/**
 * A row per dispute, written event by event: the opening creates it once (a repeated opening changes
 * nothing, however the events are batched), later events update it.
 */
async function applyDispute(trx: Knex.Transaction, event: RecordedEvent) {
  const d = event.data as Data;
  const key = disputeKey(d);
  const row = () => trx('card_disputes').where({ dispute_key: key });
  switch (event.type as CardDisputeEvent['type']) {
    case 'CardDisputeOpened':
      await trx('card_disputes')
        .insert({
          dispute_key: key,
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
          updated_at: d.openedAt,
        })
        .onConflict('dispute_key')
        .ignore();
      return;
    case 'CardDisputeFundsWithdrawn':
      await row().update({
        withdrawn_cents: trx.raw('withdrawn_cents + ?', [d.amountCents]),
        fee_cents: trx.raw('fee_cents + ?', [d.feeCents]),
        updated_at: d.withdrawnAt,
      });
      return;
    case 'CardDisputeUpdated':
      await row().update({ status: d.status, evidence_due_by: d.evidenceDueBy, updated_at: d.updatedAt });
      return;
    case 'CardDisputeClosed':
      await row().update({ status: d.outcome, closed_at: d.closedAt, updated_at: d.closedAt });
      return;
    case 'CardDisputeCleared':
      await row().update({ cleared_at: d.clearedAt, cleared_by: d.clearedBy, clear_note: d.note });
      return;
  }
}

/** Card disputes (chargebacks) as the providers report them, with what staff did about the card block. */
export const cardDisputesProjection: Projection = {
  name: 'card-disputes',
  eventTypes: [
    'CardDisputeOpened',
    'CardDisputeFundsWithdrawn',
    'CardDisputeUpdated',
    'CardDisputeClosed',
    'CardDisputeCleared',
  ],
  tables: ['card_disputes'],
  apply: applyDispute,
};

async function applyPayout(trx: Knex.Transaction, event: RecordedEvent) {
  const d = event.data as Data;
  const key = `${d.provider}:${d.payoutId}`;
  if (event.type === 'ProviderPayoutPaid') {
    await trx('provider_payouts')
      .insert({
        payout_key: key,
        payout_id: d.payoutId,
        provider: d.provider,
        amount_cents: d.amountCents,
        arrival_date: d.arrivalDate,
        status: 'paid',
        paid_at: d.paidAt,
      })
      .onConflict('payout_key')
      .ignore();
  } else if (event.type === 'ProviderPayoutFailed') {
    await trx('provider_payouts').where({ payout_key: key }).update({ status: 'failed', failed_at: d.failedAt });
  }
}

/** The providers' payouts to the venue's bank (Reports -> Payouts), to match bank statements with. */
export const providerPayoutsProjection: Projection = {
  name: 'provider-payouts',
  eventTypes: ['ProviderPayoutPaid', 'ProviderPayoutFailed'],
  tables: ['provider_payouts'],
  apply: applyPayout,
};
