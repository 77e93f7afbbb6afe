import type { AppContext } from '../../app-context';
import { baySessionDecider } from '../../domain/bay-screens/bay-session.decider';
import { baySessionStream } from '../../domain/bay-screens/bay-screens.events';
import { sessionsToCheck } from '../../projections/bay-screens/bay-screens.queries';
import { appCommandContext, handleCommand } from '../handle-command';

/** How far back the job looks for a session to end (a job down for a while still ends them). */
const LOOK_BACK_MS = 6 * 60 * 60_000;

/**
 * The scheduled look at the bookings read model: each booking whose time has come gets its session
 * started, warned and ended as the clock says, each recorded once on the booking's own session stream.
 * Safe to run twice (the decider refuses repeats) and in two processes (the stream's revision decides).
 */
export async function checkBaySessions(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  let recorded = 0;
  for (const row of await sessionsToCheck(ctx.knex, now, LOOK_BACK_MS)) {
    try {
      const result = await handleCommand(
        appCommandContext(ctx),
        baySessionStream(ctx.config.VENUE_ID, row.id),
        baySessionDecider,
        {
          booking: {
            bookingId: row.id,
            bayId: row.bay_id,
            status: row.status,
            startsAt: new Date(row.starts_at),
            endsAt: new Date(row.ends_at),
          },
          now,
        },
      );
      recorded += result.events.length;
    } catch (err) {
      // One booking's trouble does not hold up the others: the next run looks again.
      ctx.logger.error({ err, bookingId: row.id }, 'bay session check failed');
    }
  }
  return recorded;
}
