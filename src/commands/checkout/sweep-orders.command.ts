import type { AppContext } from '../../app-context';
import { PENDING_HOLD_MS } from './hold';
import { expireHold } from './expire-hold.command';
import { settleChargedOrder, type PromptSettleResult } from './settle-charged.command';

/** An order this long past its start with no outcome is settled, whatever the job queue remembers. */
const SETTLE_AFTER_MS = PENDING_HOLD_MS + 30_000;
/** An order this long past its start whose card was asked for is settled now, not at its hold's end. */
const CHARGED_SETTLE_AFTER_MS = 60_000;

export interface SweepReport {
  checked: number;
  settled: Partial<Record<PromptSettleResult, number>>;
  failed: number;
}

/**
 * Settles every hold and order past its expiry, found from the read models rather than from the delayed
 * jobs in Redis (a Redis restart without its data loses those). Runs at start and every minute; safe to
 * run twice and alongside the jobs: each settlement is a guarded step of the order's own stream. An
 * order whose card was asked for is settled a minute after it started, whatever its hold deadline.
 */
export async function sweepExpiredOrders(ctx: AppContext, limit = 200): Promise<SweepReport> {
  const now = ctx.now();
  const orders = await ctx
    .knex('payments')
    .where({ status: 'started' })
    .andWhere('created_at', '<', new Date(now.getTime() - SETTLE_AFTER_MS))
    .orderBy('created_at')
    .limit(limit)
    .pluck('booking_id');
  const holds = await ctx
    .knex('bookings')
    .where({ status: 'pending' })
    .andWhere('hold_expires_at', '<', now)
    .whereNotIn('id', orders)
    .orderBy('hold_expires_at')
    .limit(limit)
    .pluck('id');
  // Younger orders whose request stopped after asking for the card (its prompt job lost with Redis).
  const young = await ctx
    .knex('payments')
    .where({ status: 'started' })
    .andWhere('created_at', '<', new Date(now.getTime() - CHARGED_SETTLE_AFTER_MS))
    .whereNotIn('booking_id', orders)
    .orderBy('created_at')
    .limit(limit)
    .pluck('booking_id');
  const report: SweepReport = { checked: orders.length + holds.length, settled: {}, failed: 0 };
  const settle = async (id: string, how: (ctx: AppContext, id: string) => Promise<PromptSettleResult>) => {
    try {
      const result = await how(ctx, id);
      report.settled[result] = (report.settled[result] ?? 0) + 1;
    } catch (err) {
      report.failed++;
      ctx.logger.warn({ err, orderId: id }, 'sweep could not settle this order yet; the next sweep retries');
    }
  };
  for (const id of [...orders, ...holds]) await settle(id, expireHold);
  for (const id of young) await settle(id, settleChargedOrder);
  report.checked += young.length;
  return report;
}
