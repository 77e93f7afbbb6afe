import type { Knex } from 'knex';
import type { RecordedEvent } from '../../eventstore/types';
import type { PaymentApprovalEvent } from '../../domain/payments/payment-approvals';
import type { Projection } from '../projection';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A row per approval, written event by event: the request creates it once, its settling closes it. */
async function applyApproval(trx: Knex.Transaction, event: RecordedEvent) {
  const d = event.data as Data;
  switch (event.type as PaymentApprovalEvent['type']) {
    case 'PaymentApprovalRequested':
      await trx('payment_approvals')
        .insert({
          approval_id: d.approvalId,
          subject_key: d.subjectKey,
          user_id: d.userId,
          purpose: d.purpose,
          line: JSON.stringify(d.line),
          label: d.label,
          amount_cents: d.amountCents,
          reason: d.reason,
          status: 'open',
          requested_at: d.requestedAt,
          expires_at: d.expiresAt,
        })
        .onConflict('approval_id')
        .ignore();
      return;
    case 'PaymentApprovalSettled':
      await trx('payment_approvals')
        .where({ approval_id: d.approvalId })
        .update({ status: d.outcome, order_id: d.orderId, note: d.note, settled_at: d.settledAt });
      return;
  }
}

/** Payments waiting for the customer's approval with their bank, and how each ended. */
export const paymentApprovalsProjection: Projection = {
  name: 'payment-approvals',
  eventTypes: ['PaymentApprovalRequested', 'PaymentApprovalSettled'],
  tables: ['payment_approvals'],
  apply: applyApproval,
};
