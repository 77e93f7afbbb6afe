import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context';
import { toDecimalString } from '../../lib/money';
import { fullBooking, fullQuery } from '../bookings/bookings.queries';
import { creditSummary } from '../credits/credits.queries';
import { loyaltyStatus } from '../loyalty/loyalty.queries';
import { userMembershipsJson } from '../memberships/memberships.queries';
import { findUserById } from '../users/users.queries';
import { feesOfUser } from '../no-show/no-show.queries';

/** Bookings that were booked (not failed attempts: a released hold never shows as a booking). */
const BOOKED = ['confirmed', 'cancelled'];

/** The badge: premium for the top plans, member for any other plan held and paid up, else guest. */
function membershipType(plan: { sortOrder: number; monthlyFee: string } | null | undefined, pastDue: boolean) {
  if (!plan || pastDue) return 'guest';
  return plan.sortOrder >= 2 ? 'premium' : 'member';
}

/**
 * GET /api/account/summary: everything the account page shows, in one call, from read models: the
 * header, the four tiles, the upcoming and recent bookings, and the account summary.
 */
export async function accountSummary(ctx: Pick<AppContext, 'knex' | 'config'>, userId: string, now: Date) {
  const knex = ctx.knex;
  // The Employee tab's week runs Monday to Sunday (venue dates).
  const today = DateTime.fromJSDate(now).setZone(ctx.config.VENUE_TIMEZONE);
  const monday = today.minus({ days: today.weekday - 1 }).toISODate()!;
  const sunday = today.plus({ days: 7 - today.weekday }).toISODate()!;
  const [user, credits, loyalty, memberships, upcomingRows, recentRows, totals, spent, shift] = await Promise.all([
    findUserById(knex, userId),
    creditSummary(knex, userId),
    loyaltyStatus(knex, userId),
    userMembershipsJson(knex, userId),
    fullQuery(ctx)
      .where('b.user_id', userId)
      .where('b.status', 'confirmed')
      .where('b.starts_at', '>', now)
      .orderBy('b.starts_at', 'asc')
      .limit(50),
    fullQuery(ctx)
      .where('b.user_id', userId)
      .whereIn('b.status', BOOKED)
      .where('b.starts_at', '<=', now)
      .orderBy('b.starts_at', 'desc')
      .limit(10),
    knex('bookings')
      .where({ user_id: userId, status: 'confirmed' })
      .select(
        knex.raw('count(*)::int as bookings'),
        knex.raw('coalesce(sum(duration) filter (where ends_at <= ?), 0) as hours', [now]),
        knex.raw('coalesce(sum(credits_used), 0) as credits_used'),
      )
      .first(),
    knex('payments')
      .where({ user_id: userId, status: 'completed' })
      .select(knex.raw('coalesce(sum(card_cents + gift_card_cents - refunded_cents), 0)::int as cents'))
      .first(),
    knex('shifts')
      .where({ user_id: userId })
      .whereBetween('date', [monday, sunday])
      .whereNot({ status: 'cancelled' })
      .first('id'),
  ]);
  if (!user) return null;
  const membership = memberships[0] ?? null;
  const fees = await feesOfUser(knex, userId);
  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      email: user.email,
      isVerified: user.isVerified,
      memberSince: user.createdAt,
      membershipType: membershipType(membership?.plan, Boolean(membership?.isPastDue)),
    },
    credits,
    totalHours: Number(totals?.hours ?? 0).toFixed(1),
    loyaltyPoints: loyalty.loyaltyPoints,
    totalBookings: Number(totals?.bookings ?? 0),
    totalSpent: toDecimalString(Number(spent?.cents ?? 0)),
    creditsUsed: Number(totals?.credits_used ?? 0),
    upcoming: upcomingRows.map(fullBooking),
    recent: recentRows.map((r) => ({
      ...fullBooking(r),
      displayStatus: r.status === 'cancelled' ? 'Cancelled' : 'Completed',
    })),
    loyalty,
    membership,
    /** The Employee tab shows only with shifts this week (Monday to Sunday). */
    hasShiftsThisWeek: Boolean(shift),
    /** No-show and late cancellation fees charged (or tried) to the account's card. */
    fees,
  };
}

export type AccountSummary = NonNullable<Awaited<ReturnType<typeof accountSummary>>>;
