import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import {
  PaymentApprovalRequested,
  PaymentApprovalSettled,
  paymentApprovalStream,
} from '../../domain/payments/payment-approvals';
import { WrongExpectedVersionError, type RecordedEvent } from '../../eventstore/types';
import { CardProviderRejectedError, CardProviderUnavailableError } from '../../integrations/card-processor';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import { siteUrl } from '../../lib/site-url';
import { approvalById, cardOnFile, lastApprovalPage, type ApprovalRow } from '../../projections/payments';
import { PaymentUnavailableError } from './charge-card';

/** What the customer is asked to approve: an approval as its read model keeps it, before it exists. */
export type ApprovalRequest = Omit<ApprovalRow, 'approvalId' | 'status' | 'requestedAt'>;

type ApprovalEvent = RecordedEvent & { data: { approvalId: string; userId: string } };

async function approvalEvents(ctx: AppContext, subjectKey: string): Promise<ApprovalEvent[]> {
  const events: ApprovalEvent[] = [];
  for await (const e of ctx.store.read(paymentApprovalStream(ctx.config.VENUE_ID, subjectKey)))
    events.push(e as ApprovalEvent);
  return events;
}

/**
 * Asks the customer to approve a payment their bank would not take off-session: once per subject (a
 * second run of the job answers the first request's id), never a blind retry.
 */
export async function requestApproval(ctx: AppContext, request: ApprovalRequest): Promise<string> {
  const existing = (await approvalEvents(ctx, request.subjectKey))[0];
  if (existing) return String(existing.data.approvalId);
  const approvalId = randomUUID();
  try {
    await ctx.store.append(
      paymentApprovalStream(ctx.config.VENUE_ID, request.subjectKey),
      [
        PaymentApprovalRequested.create(
          { ...request, approvalId, requestedAt: ctx.now().toISOString() },
          { actor: 'system', occurredAt: ctx.now().toISOString() },
        ),
      ],
      { expected: 'no_stream' },
    );
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    return String((await approvalEvents(ctx, request.subjectKey))[0].data.approvalId);
  }
  return approvalId;
}

/**
 * Ends the wait for a subject's approval: paid (its order paid it, approved or not) or closed (no
 * longer owed). Nothing when no approval was asked for, or it was already settled.
 */
export async function settleApproval(
  ctx: AppContext,
  subjectKey: string,
  outcome: { outcome: 'paid' | 'closed'; orderId: string | null; note: string },
): Promise<void> {
  const events = await approvalEvents(ctx, subjectKey);
  const requested = events[0];
  if (!requested || events.some((e) => e.type === 'PaymentApprovalSettled')) return;
  try {
    await ctx.store.append(
      paymentApprovalStream(ctx.config.VENUE_ID, subjectKey),
      [
        PaymentApprovalSettled.create(
          {
            approvalId: String(requested.data.approvalId),
            subjectKey,
            userId: String(requested.data.userId),
            ...outcome,
            settledAt: ctx.now().toISOString(),
          },
          { actor: 'system', occurredAt: ctx.now().toISOString() },
        ),
      ],
      { expected: events.length - 1 },
    );
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
  }
}

/** An open approval by its link's id, or 404 / 409 with what became of it. */
export async function openApproval(ctx: AppContext, approvalId: string): Promise<ApprovalRow> {
  const approval = await approvalById(ctx.knex, approvalId);
  if (!approval) throw new NotFoundError('This payment link does not exist.', 'APPROVAL.NOT_FOUND');
  if (approval.status !== 'open')
    throw new ConflictError(
      approval.status === 'paid' ? 'This payment has been made. Thank you!' : 'This payment is no longer due.',
      approval.status === 'paid' ? 'APPROVAL.PAID' : 'APPROVAL.CLOSED',
    );
  return approval;
}

/**
 * Opens the provider's page where the customer approves the payment with their bank, with the card
 * on file (a new page per try: a refused approval can be tried again). Answers where to send them.
 */
export async function openApprovalPage(
  ctx: AppContext,
  approvalId: string,
  /** What it costs as the server prices it now (the order that collects it must take the same). */
  amountCents: number,
): Promise<{ url: string }> {
  const approval = await openApproval(ctx, approvalId);
  const card = await cardOnFile(ctx.knex, approval.userId);
  if (!card)
    throw new AppError(
      'PAYMENT.NO_CARD_ON_FILE',
      'There is no card on file for this payment. Please contact the venue.',
      409,
    );
  const processor = ctx.payments.processor(card.processor);
  const last = await lastApprovalPage(ctx.knex, approvalId);
  const attempt = (last?.attempt ?? 0) + 1;
  try {
    const page = await processor.startAuthentication({
      customerId: card.customerId,
      cardId: card.cardId,
      amountCents,
      name: approval.label,
      idempotencyKey: `approval-${approvalId}-${attempt}`,
      returnUrl: siteUrl(ctx, `/approve-payment/${approvalId}?returned=1`),
      metadata: { approvalId, userId: approval.userId },
    });
    await ctx
      .knex('payment_approval_pages')
      .insert({ approval_id: approvalId, attempt, processor: processor.name, ref: page.ref, url: page.url })
      .onConflict(['approval_id', 'attempt'])
      .ignore();
    return { url: page.url };
  } catch (error) {
    if (error instanceof CardProviderUnavailableError) throw new PaymentUnavailableError();
    if (error instanceof CardProviderRejectedError)
      throw new AppError('PAYMENT.DECLINED', error.message, 402, { providerCode: error.providerCode });
    throw error;
  }
}
