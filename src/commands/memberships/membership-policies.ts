import type { BookingPolicy } from '../booking-policies';
import { dayOfWeek, timeToMinutes } from '../../domain/catalog';
import { DAY_NAMES } from '../../domain/memberships/membership.events';
import { planById, planOf, type PlanRow } from '../../projections/memberships/memberships.queries';

export const CREDIT_RESTRICTED_MESSAGE =
  'Credits cannot be used for this time slot due to membership restrictions. Please use a different payment method.';

/** Whether the plan forbids credits for the hour starting at `time` on `date` (venue calendar). */
export function creditsRestricted(plan: PlanRow, date: string, time: string): boolean {
  const days = plan.credit_restricted_days ?? [];
  const start = plan.credit_restricted_start_time;
  const end = plan.credit_restricted_end_time;
  if (!days.length && !(start && end)) return false;
  const day = DAY_NAMES[dayOfWeek(date)];
  if (days.length && !days.includes(day)) return false;
  if (!(start && end)) return true;
  const at = timeToMinutes(time);
  return at >= timeToMinutes(start) && at < timeToMinutes(end);
}

/**
 * What a membership changes about bookings: the member price (rate minus the plan's discount per hour,
 * for an active, paid-up membership), the plan's advance window, and the plan's credit restrictions.
 */
export const membershipPolicy: BookingPolicy = {
  name: 'membership',
  async priceAdjustment(ctx, userId, slot) {
    const joining = slot.joiningPlanId ? await planById(ctx.knex, slot.joiningPlanId) : null;
    const plan = joining?.is_active ? joining : await planOf(ctx.knex, userId);
    if (!plan || plan.discount_per_hour_cents <= 0) return null;
    return { kind: 'member_discount', label: `${plan.name} price`, perHourCents: -plan.discount_per_hour_cents };
  },
  async advanceWindowDays(ctx, userId) {
    return (await planOf(ctx.knex, userId))?.advance_booking_days ?? null;
  },
  async creditRestriction(ctx, userId, date, time) {
    const plan = await planOf(ctx.knex, userId, ['active', 'past_due']);
    if (!plan || !creditsRestricted(plan, date, time)) return null;
    return { canUse: false, reason: CREDIT_RESTRICTED_MESSAGE };
  },
};
