import type { AppContext } from '../../app-context';

export const DEFAULT_ADVANCE_BOOKING_DAYS = 7;

/**
 * How many days ahead a user may book. Memberships widen it by registering a resolver (the largest
 * answer wins); without one every user gets the default.
 */
export type AdvanceDaysResolver = (ctx: AppContext, userId: string | null) => Promise<number | null>;

const resolvers: AdvanceDaysResolver[] = [];

export function registerAdvanceDaysResolver(resolver: AdvanceDaysResolver): void {
  if (!resolvers.includes(resolver)) resolvers.push(resolver);
}

export async function advanceBookingDays(ctx: AppContext, userId: string | null): Promise<number> {
  let days = DEFAULT_ADVANCE_BOOKING_DAYS;
  for (const resolve of resolvers) {
    const answer = await resolve(ctx, userId);
    if (answer != null && answer > days) days = answer;
  }
  return days;
}
