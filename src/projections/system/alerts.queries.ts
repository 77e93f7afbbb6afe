import type { AppContext } from '../../app-context';
import type { OperationalAlert } from '../../contracts/system/alerts';
import { OPEN_ENTRY_FLAG_MS } from '../../domain/staff/timeclock';
import { reconcileLedger } from '../ledger';
import type { ProjectionLag } from '../projection-manager';

/** A pending booking whose hold ends within this much is about to lose its bay unless its checkout settles. */
export const HOLD_WARNING_MS = 2 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A read model stopped at an event it cannot apply: the banner above every admin page, with retry. */
function stalledAlerts(lag: ProjectionLag[]) {
  return lag
    .filter((p) => p.failing?.stalledAt)
    .map((p) => ({
      kind: 'projection_stalled' as const,
      projection: p.name,
      eventId: p.failing!.eventId,
      eventType: p.failing!.type,
      streamId: p.failing!.streamId,
      error: p.failing!.error,
      since: p.failing!.stalledAt,
      message: `The ${p.name} read model stopped at event ${p.failing!.eventId} (${p.failing!.type}): ${p.failing!.error}`,
    }));
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One count per kind, read from the read models; the dashboard and the alerts call both answer it. */
async function operationalAlerts(ctx: Pick<AppContext, 'knex' | 'payments'>, lag: ProjectionLag[], now: Date) {
  const knex = ctx.knex;
  const count = async (q: PromiseLike<Array<{ n: string | number }>>) => Number((await q)[0]?.n ?? 0);
  const [pastDue, failedSms, failedRefunds, pendingHolds, openEntries, differences] = await Promise.all([
    count(knex('user_memberships').where({ status: 'past_due' }).count({ n: '*' })),
    // By when queued (the log's index): retries give up within minutes of it.
    count(
      knex('sms_log')
        .where({ status: 'failed' })
        .where('queued_at', '>=', new Date(now.getTime() - DAY_MS))
        .count({ n: '*' }),
    ),
    count(knex('payments').where({ refund_status: 'failed' }).count({ n: '*' })),
    count(
      knex('bookings')
        .where({ status: 'pending' })
        .where('hold_expires_at', '<=', new Date(now.getTime() + HOLD_WARNING_MS))
        .count({ n: '*' }),
    ),
    count(
      knex('timeclock_entries')
        .whereNull('clock_out')
        .where('clock_in', '<', new Date(now.getTime() - OPEN_ENTRY_FLAG_MS))
        .count({ n: '*' }),
    ),
    reconcileLedger(knex, { now }).then((found) => found.length),
  ]);
  const pausedSeconds = await ctx.payments.attempts.venuePausedSeconds().catch(() => 0);
  // Stopped, or failing and retrying: a model merely behind catches up by itself.
  const troubled = lag.filter((p) => p.failing || p.lastError).map((p) => p.name);
  const alerts: OperationalAlert[] = [
    {
      kind: 'past_due_memberships',
      count: pastDue,
      message: `${plural(pastDue, 'membership is', 'memberships are')} past due`,
      link: '/admin/memberships?status=past_due',
    },
    {
      kind: 'failed_sms',
      count: failedSms,
      message: `${plural(failedSms, 'text message', 'text messages')} failed in the last 24 hours`,
      link: '/admin/sms-management',
    },
    {
      kind: 'failed_refunds',
      count: failedRefunds,
      message: `${plural(failedRefunds, 'refund', 'refunds')} failed`,
      link: '/admin/bookings?payment=refund_failed',
    },
    {
      kind: 'projections',
      count: troubled.length,
      message: troubled.length
        ? `${plural(troubled.length, 'read model is', 'read models are')} failing or stopped: ${troubled.join(', ')}`
        : 'Every read model is running',
      link: '/admin',
    },
    {
      kind: 'pending_holds',
      count: pendingHolds,
      message: `${plural(pendingHolds, 'pending booking has its', 'pending bookings have their')} hold expired or about to expire`,
      link: '/admin/bookings?status=pending',
    },
    {
      kind: 'card_testing',
      count: pausedSeconds > 0 ? 1 : 0,
      message: pausedSeconds
        ? `Guest card payments are paused for ${Math.ceil(pausedSeconds / 60)} more minutes: too many declined cards across the venue (card testing?)`
        : 'Guest card payments are open',
      link: '/admin/bookings',
    },
    {
      kind: 'open_timeclock',
      count: openEntries,
      message: `${plural(openEntries, 'timeclock entry has', 'timeclock entries have')} been open over 16 hours`,
      link: '/admin/workforce',
    },
    {
      kind: 'ledger_differences',
      count: differences,
      message: `${plural(differences, 'difference', 'differences')} between the ledger and what was charged, refunded or shown`,
      link: '/admin/reconciliation',
    },
  ];
  return alerts;
}

/**
 * GET /api/admin/alerts: `alerts`, the read models that stopped (the banner above every admin page),
 * and `summary`, a count per thing an admin should look at, with the page that fixes it.
 */
export async function adminAlerts(ctx: Pick<AppContext, 'knex' | 'projections' | 'payments'>, now: Date) {
  const lag = await ctx.projections.lag();
  return { alerts: stalledAlerts(lag), summary: await operationalAlerts(ctx, lag, now) };
}
