import type { AppContext } from '../../app-context';
import { toDecimalString } from '../../lib/money';
import { fullBooking, fullQuery } from '../bookings';
import { membershipType, userMembershipsJson } from '../memberships';
import { findUserById } from '../users';

/** Bookings that were booked (not failed attempts: a released hold never shows as a booking). */
const BOOKED = ['confirmed', 'cancelled'];

/**
 * GET /api/account/summary: everything the account page shows, in one call, from read models: the
 * header, the tiles, the upcoming and recent bookings, the account summary, and each module's section
 * (credits, loyalty, fees, shifts, ...).
 */
export async function accountSummary(ctx: Pick<AppContext, 'knex' | 'config' | 'modules'>, userId: string, now: Date) {
  const knex = ctx.knex;
  const sections = ctx.modules.flatMap((m) => m.accountSections ?? []);
  const [user, memberships, upcomingRows, recentRows, totals, spent, parts] = await Promise.all([
    findUserById(knex, userId),
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
    Promise.all(sections.map((s) => s.read(ctx, userId, now))),
  ]);
  if (!user) return null;
  const membership = memberships[0] ?? null;
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
    totalHours: Number(totals?.hours ?? 0).toFixed(1),
    totalBookings: Number(totals?.bookings ?? 0),
    totalSpent: toDecimalString(Number(spent?.cents ?? 0)),
    creditsUsed: Number(totals?.credits_used ?? 0),
    upcoming: upcomingRows.map(fullBooking),
    recent: recentRows.map((r) => ({
      ...fullBooking(r),
      displayStatus: r.status === 'cancelled' ? 'Cancelled' : 'Completed',
    })),
    membership,
    ...Object.assign({}, ...parts),
  };
}

export type AccountSummary = NonNullable<Awaited<ReturnType<typeof accountSummary>>>;
