import type { AppContext } from '../../app-context';
import { databaseUnavailable } from '../../lib/database-errors';
import { loadCheckout } from './checkout-log';
import { expireHold, type HoldExpiryResult } from './expire-hold.command';

export type PromptSettleResult = HoldExpiryResult | 'not-charged';

/**
 * Settles an order whose card was asked for, without waiting for its hold to end: the charge is looked
 * up at the provider with the order's own idempotency key (approved is recorded, declined undoes the
 * order), then the order rolls forward. An order not charged yet is left to its request and its hold
 * expiry. Safe to run twice and alongside the request: every step is a guarded append.
 */
export async function settleChargedOrder(ctx: AppContext, orderId: string): Promise<PromptSettleResult> {
  const state = await loadCheckout(ctx, orderId);
  if (!state.plan || state.outcome) return 'not-pending';
  if (!state.chargeRequested) return 'not-charged';
  return expireHold(ctx, orderId);
}

/**
 * The `checkout.settle-now` job: while the database is away (the reason the order stopped), tries again
 * every second for a while, so the order settles within a second or so of the database coming back;
 * past that the job's own backoff takes over.
 */
export async function settleChargedOrderSoon(
  ctx: AppContext,
  orderId: string,
  options: { waitMs?: number; everyMs?: number } = {},
): Promise<PromptSettleResult> {
  const deadline = Date.now() + (options.waitMs ?? 30_000);
  for (;;) {
    try {
      return await settleChargedOrder(ctx, orderId);
    } catch (error) {
      if (!databaseUnavailable(error) || Date.now() >= deadline) throw error;
      await new Promise((r) => setTimeout(r, options.everyMs ?? 1000));
    }
  }
}
