import Stripe from 'stripe';
import type { DisputeStatus, ProviderNotice } from '../../domain/payments/provider-notices';
import { WebhookSignatureError, type ProviderDelivery } from '../provider-webhooks';
import { APP_REFUND_KEY } from './stripe-card-processor';

/**
 * A Stripe webhook, verified with the SDK's constructEvent over the raw body and the endpoint's
 * secret (which also refuses a signature older than five minutes: a replayed delivery), then read.
 */
export function readStripeWebhook(rawBody: Buffer, signature: string | undefined, secret: string): ProviderDelivery {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('No Stripe-Signature header');
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message);
  }
  return {
    id: event.id,
    type: event.type,
    createdAt: new Date(event.created * 1000).toISOString(),
    notice: stripeNotice(event),
  };
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

function stripeNotice(event: Stripe.Event): ProviderNotice {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('refund.')) return refundNotice(object as unknown as Stripe.Refund);
  if (event.type === 'charge.refunded') {
    // Older API versions list the refunds on the charge; newer ones send refund.* events for each.
    const refunds = (object as unknown as Stripe.Charge).refunds?.data ?? [];
    const latest = refunds[0];
    return latest ? refundNotice(latest) : { kind: 'other' };
  }
  if (event.type.startsWith('charge.dispute.')) return disputeNotice(object as unknown as Stripe.Dispute);
  if (event.type.startsWith('payout.')) return payoutNotice(event.type, object as unknown as Stripe.Payout);
  return { kind: 'other' };
}

function refundNotice(refund: Stripe.Refund): ProviderNotice {
  const paymentId = idOf(refund.payment_intent) ?? idOf(refund.charge);
  if (!paymentId) return { kind: 'other' };
  const status = refund.status === 'succeeded' ? 'completed' : refund.status === 'pending' ? 'pending' : 'failed';
  if (refund.status === 'requires_action') return { kind: 'other' };
  return {
    kind: 'refund',
    refundId: refund.id,
    paymentId,
    amountCents: refund.amount,
    status,
    appKey: refund.metadata?.[APP_REFUND_KEY] ?? null,
  };
}

const DISPUTE_STATUS: Record<Stripe.Dispute.Status, DisputeStatus> = {
  warning_needs_response: 'warning',
  warning_under_review: 'warning',
  // An inquiry the bank closed without a chargeback: nothing was taken, the venue keeps the money.
  warning_closed: 'won',
  needs_response: 'needs_response',
  under_review: 'under_review',
  won: 'won',
  lost: 'lost',
  prevented: 'won',
  appeal_needs_response: 'needs_response',
  appeal_under_review: 'under_review',
};

function disputeNotice(dispute: Stripe.Dispute): ProviderNotice {
  const paymentId = idOf(dispute.payment_intent) ?? idOf(dispute.charge);
  if (!paymentId) return { kind: 'other' };
  const withdrawals = (dispute.balance_transactions ?? []).filter((t) => t.amount < 0);
  const due = dispute.evidence_details?.due_by;
  return {
    kind: 'dispute',
    disputeId: dispute.id,
    paymentId,
    amountCents: dispute.amount,
    status: DISPUTE_STATUS[dispute.status] ?? 'under_review',
    reason: dispute.reason,
    evidenceDueBy: due ? new Date(due * 1000).toISOString() : null,
    fundsWithdrawn: withdrawals.length > 0 || !dispute.status.startsWith('warning_'),
    feeCents: withdrawals.reduce((sum, t) => sum + (t.fee ?? 0), 0),
  };
}

function payoutNotice(type: string, payout: Stripe.Payout): ProviderNotice {
  const status =
    type === 'payout.paid' ? 'paid' : type === 'payout.failed' || type === 'payout.canceled' ? 'failed' : 'pending';
  return {
    kind: 'payout',
    payoutId: payout.id,
    amountCents: payout.amount,
    status,
    arrivalDate: new Date(payout.arrival_date * 1000).toISOString().slice(0, 10),
  };
}
