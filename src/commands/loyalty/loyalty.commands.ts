import type { AppContext } from '../../app-context';
import {
  DEFAULT_HOURS_PER_CREDIT,
  loyaltyAccountDecider,
  loyaltySettingsDecider,
  loyaltySettingsStream,
  loyaltyStream,
  type LoyaltySettings,
} from '../../domain/loyalty/loyalty.events';
import { appCommandContext, currentState, handleCommand, type CommandMeta } from '../handle-command';

export const LOYALTY_PROJECTION = 'loyalty';

export function loadLoyaltySettings(ctx: AppContext): Promise<LoyaltySettings> {
  return currentState(ctx.store, loyaltySettingsStream(ctx.config.VENUE_ID), loyaltySettingsDecider);
}

/** An admin turns the program on or off or changes how many hours earn a credit (an event). */
export async function changeLoyaltySettings(
  ctx: AppContext,
  settings: { isActive: boolean; hoursPerCredit: number },
  meta: CommandMeta = {},
) {
  const result = await handleCommand(
    appCommandContext(ctx, meta),
    loyaltySettingsStream(ctx.config.VENUE_ID),
    loyaltySettingsDecider,
    settings,
  );
  await ctx.projections.waitFor(result.position, [LOYALTY_PROJECTION]);
  return result.state;
}

/** The demo venue's program: active, a credit every 10 hours (defined once; admins' edits stay). */
export async function seedLoyalty(ctx: AppContext): Promise<void> {
  const settings = await loadLoyaltySettings(ctx);
  if (!settings.defined) await changeLoyaltySettings(ctx, { isActive: true, hoursPerCredit: DEFAULT_HOURS_PER_CREDIT });
}

interface FinishedBooking {
  id: string;
  user_id: string;
  duration: string;
}

/**
 * The recurring job: every confirmed booking of an account whose end time has passed adds its hours
 * (extensions included) to the customer's points, once; an extension seen after the booking was
 * counted adds only its own minutes. Cancelled and released bookings never reach here. Safe to run
 * twice at once: each account's stream knows the minutes it counted for each booking.
 */
export async function earnForFinishedBookings(
  ctx: AppContext,
  limit = 1000,
): Promise<{ earned: number; credits: number }> {
  const settings = await loadLoyaltySettings(ctx);
  if (!settings.isActive) return { earned: 0, credits: 0 };
  const rows: FinishedBooking[] = await ctx
    .knex('bookings as b')
    .leftJoin('loyalty_earnings as e', 'e.booking_id', 'b.id')
    // Not counted yet, or extended after it was counted (only the new minutes count then).
    .where((q) => q.whereNull('e.booking_id').orWhereRaw('e.minutes < round(b.duration * 60)'))
    .whereNotNull('b.user_id')
    .where('b.status', 'confirmed')
    .where('b.ends_at', '<=', ctx.now())
    .orderBy('b.ends_at')
    .limit(limit)
    .select('b.id', 'b.user_id', 'b.duration');
  let earned = 0;
  let credits = 0;
  for (const row of rows) {
    const result = await handleCommand(
      appCommandContext(ctx, { actor: 'system' }),
      loyaltyStream(ctx.config.VENUE_ID, row.user_id),
      loyaltyAccountDecider,
      {
        userId: row.user_id,
        bookingId: row.id,
        minutes: Math.round(Number(row.duration) * 60),
        hoursPerCredit: settings.hoursPerCredit,
        now: ctx.now(),
      },
    );
    for (const event of result.events) {
      if (event.type === 'LoyaltyHoursEarned') earned++;
      else credits += event.data.credits;
    }
    await ctx.projections.waitFor(result.position, [LOYALTY_PROJECTION]);
  }
  return { earned, credits };
}
