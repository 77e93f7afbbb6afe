import { createHmac } from 'node:crypto';
import { WebhooksHelper } from 'square';
import type { DisputeStatus, ProviderNotice } from '../../domain/payments/provider-notices';
import { WebhookSignatureError, type ProviderDelivery } from '../provider-webhooks';
import { appRefundKeyOf } from './square-card-processor';

/**
 * A Square webhook, verified with the SDK's WebhooksHelper.verifySignature (an HMAC-SHA256 of the
 * notification URL and the raw body under the subscription's signature key), then read.
 */
export async function readSquareWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  signatureKey: string,
  notificationUrl: string,
): Promise<ProviderDelivery> {
  const requestBody = rawBody.toString('utf8');
  const valid =
    Boolean(signature) &&
    (await WebhooksHelper.verifySignature({ requestBody, signatureHeader: signature!, signatureKey, notificationUrl }));
  if (!valid) throw new WebhookSignatureError('The x-square-hmacsha256-signature does not match this body');
  let body: SquareEvent;
  try {
    body = JSON.parse(requestBody) as SquareEvent;
  } catch {
    throw new WebhookSignatureError('The body is not JSON');
  }
  if (typeof body.event_id !== 'string' || typeof body.type !== 'string')
    throw new WebhookSignatureError('The body is not a Square event');
  const created = Date.parse(body.created_at ?? '');
  return {
    id: body.event_id,
    type: body.type,
    createdAt: new Date(Number.isNaN(created) ? Date.now() : created).toISOString(),
    notice: squareNotice(body),
  };
}

/** The documented signature (what Square sends), for the local twin and the tests. */
export function signSquareWebhook(body: string, signatureKey: string, notificationUrl: string): string {
  return createHmac('sha256', signatureKey)
    .update(notificationUrl + body)
    .digest('base64');
}

interface Money {
  amount?: number | string | null;
}
interface SquareEvent {
  event_id?: unknown;
  type?: unknown;
  created_at?: string;
  data?: { type?: string; id?: string; object?: Record<string, Record<string, unknown> | undefined> };
}

const cents = (money: unknown) => Number((money as Money | undefined)?.amount ?? 0);
const str = (v: unknown) => (typeof v === 'string' ? v : null);

function squareNotice(event: SquareEvent): ProviderNotice {
  const type = String(event.type);
  const object = event.data?.object ?? {};
  if (type.startsWith('refund.') && object.refund) return refundNotice(object.refund);
  if (type.startsWith('dispute.') && object.dispute) return disputeNotice(object.dispute);
  if (type.startsWith('payout.') && object.payout) return payoutNotice(object.payout);
  return { kind: 'other' };
}

function refundNotice(refund: Record<string, unknown>): ProviderNotice {
  const refundId = str(refund.id);
  const paymentId = str(refund.payment_id);
  if (!refundId || !paymentId) return { kind: 'other' };
  const s = str(refund.status);
  return {
    kind: 'refund',
    refundId,
    paymentId,
    amountCents: cents(refund.amount_money),
    status: s === 'COMPLETED' ? 'completed' : s === 'PENDING' ? 'pending' : 'failed',
    appKey: appRefundKeyOf(str(refund.reason)),
  };
}

const DISPUTE_STATE: Record<string, DisputeStatus> = {
  INQUIRY_EVIDENCE_REQUIRED: 'warning',
  INQUIRY_PROCESSING: 'warning',
  INQUIRY_CLOSED: 'won',
  EVIDENCE_REQUIRED: 'needs_response',
  PROCESSING: 'under_review',
  WAITING_THIRD_PARTY: 'under_review',
  WON: 'won',
  LOST: 'lost',
  ACCEPTED: 'lost',
};

function disputeNotice(dispute: Record<string, unknown>): ProviderNotice {
  const disputeId = str(dispute.id) ?? str(dispute.dispute_id);
  const paymentId = str((dispute.disputed_payment as Record<string, unknown> | undefined)?.payment_id);
  if (!disputeId || !paymentId) return { kind: 'other' };
  const status = DISPUTE_STATE[str(dispute.state) ?? ''] ?? 'under_review';
  const due = str(dispute.due_at);
  return {
    kind: 'dispute',
    disputeId,
    paymentId,
    amountCents: cents(dispute.amount_money),
    status,
    reason: (str(dispute.reason) ?? 'unknown').toLowerCase(),
    evidenceDueBy: due ? new Date(due).toISOString() : null,
    // Square holds the disputed amount as soon as a chargeback (not an inquiry) is opened; it charges no fee.
    fundsWithdrawn: status !== 'warning',
    feeCents: 0,
  };
}

function payoutNotice(payout: Record<string, unknown>): ProviderNotice {
  const payoutId = str(payout.id);
  if (!payoutId) return { kind: 'other' };
  const s = str(payout.status);
  return {
    kind: 'payout',
    payoutId,
    amountCents: cents(payout.amount_money),
    status: s === 'PAID' ? 'paid' : s === 'FAILED' ? 'failed' : 'pending',
    arrivalDate: str(payout.arrival_date) ?? new Date().toISOString().slice(0, 10),
  };
}
