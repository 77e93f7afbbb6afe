import type { AppContext } from '../../app-context';
import {
  ProviderEventRecorded,
  cardDisputeDecider,
  cardDisputeStream,
  providerEventStream,
  providerPayoutDecider,
  providerPayoutStream,
  providerRefundDecider,
  providerRefundStream,
  type Provider,
  type ProviderNotice,
} from '../../domain/payments/provider-notices';
import { WrongExpectedVersionError, type Actor } from '../../eventstore/types';
import type { ProviderDelivery } from '../../integrations/provider-webhooks';
import { NotFoundError } from '../../lib/errors';
import { disputeRow, orderOfPayment } from '../../projections/payments';
import { appCommandContext, handleCommand } from '../handle-command';

type Order = NonNullable<Awaited<ReturnType<typeof orderOfPayment>>>;

/**
 * One verified provider webhook. Its effects come first, each safe to repeat (a refund, a dispute and a
 * payout each have a stream of their own that records a change once); the delivery is recorded last,
 * under the provider's event id, so a redelivery after a crash between the two still has its effects,
 * and one after the record is answered as a duplicate. Deliveries may come in any order: the deciders
 * read each notice as the state at the provider's time.
 */
export async function receiveProviderDelivery(
  ctx: AppContext,
  provider: Provider,
  delivery: ProviderDelivery,
): Promise<{ duplicate: boolean }> {
  const stream = providerEventStream(ctx.config.VENUE_ID, provider, delivery.id);
  for await (const _ of ctx.store.read(stream)) return { duplicate: true };
  const { notice } = delivery;
  const paymentId = notice.kind === 'refund' || notice.kind === 'dispute' ? notice.paymentId : null;
  const order = paymentId ? await orderOfPayment(ctx.knex, provider, paymentId) : null;
  await applyNotice(ctx, provider, delivery, order);
  try {
    await ctx.store.append(
      stream,
      [
        ProviderEventRecorded.create(
          {
            provider,
            providerEventId: delivery.id,
            providerType: delivery.type,
            createdAt: delivery.createdAt,
            receivedAt: ctx.now().toISOString(),
            kind: notice.kind,
            objectId: objectIdOf(notice),
            orderId: order?.orderId ?? null,
          },
          { actor: 'system', occurredAt: ctx.now().toISOString() },
        ),
      ],
      { expected: 'no_stream' },
    );
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) return { duplicate: true };
    throw error;
  }
  return { duplicate: false };
}

function objectIdOf(notice: ProviderNotice): string | null {
  switch (notice.kind) {
    case 'refund':
      return notice.refundId;
    case 'dispute':
      return notice.disputeId;
    case 'payout':
      return notice.payoutId;
    default:
      return null;
  }
}

async function applyNotice(ctx: AppContext, provider: Provider, delivery: ProviderDelivery, order: Order | null) {
  const { notice, createdAt: at } = delivery;
  const cmd = appCommandContext(ctx, { actor: 'system', causationId: null });
  const venue = ctx.config.VENUE_ID;
  if (notice.kind === 'refund') {
    // The app's own refunds carry its key and are in the ledger already.
    if (notice.appKey) return;
    await handleCommand(cmd, providerRefundStream(venue, provider, notice.refundId), providerRefundDecider, {
      type: 'RecordProviderRefund',
      orderId: order?.orderId ?? null,
      provider,
      refundId: notice.refundId,
      paymentId: notice.paymentId,
      amountCents: notice.amountCents,
      status: notice.status,
      at,
    });
  } else if (notice.kind === 'dispute') {
    await handleCommand(cmd, cardDisputeStream(venue, provider, notice.disputeId), cardDisputeDecider, {
      type: 'ApplyDisputeNotice',
      provider,
      notice,
      at,
      order: order ? { orderId: order.orderId, bookingId: order.bookingId, userId: order.userId } : null,
    });
  } else if (notice.kind === 'payout') {
    await handleCommand(cmd, providerPayoutStream(venue, provider, notice.payoutId), providerPayoutDecider, {
      type: 'ApplyPayoutNotice',
      provider,
      notice,
      at,
    });
  }
}

/** Staff let a customer with a dispute pay by card again. */
export async function clearCardDispute(
  ctx: AppContext,
  disputeId: string,
  by: { actor: Actor; note: string | null },
): Promise<void> {
  const row = await disputeRow(ctx.knex, disputeId);
  if (!row) throw new NotFoundError('Dispute not found', 'DISPUTE.NOT_FOUND');
  await handleCommand(
    appCommandContext(ctx, { actor: by.actor }),
    cardDisputeStream(ctx.config.VENUE_ID, row.provider, row.dispute_id),
    cardDisputeDecider,
    {
      type: 'ClearDispute',
      provider: row.provider,
      disputeId: row.dispute_id,
      by: by.actor === 'system' ? 'system' : by.actor.userId,
      note: by.note,
      at: ctx.now().toISOString(),
    },
  );
}
