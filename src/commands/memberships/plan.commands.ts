import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import {
  MembershipPlanDefined,
  membershipPlanStream,
  type MembershipPlan,
} from '../../domain/memberships/membership.events';
import { WrongExpectedVersionError, type Actor } from '../../eventstore/types';

/** Records a plan's definition (a new plan, or a change: the stream keeps every version). */
export function definePlan(
  ctx: AppContext,
  plan: z.input<typeof MembershipPlanDefined.schema>,
  actor: Actor = 'system',
  expected: 'any' | 'no_stream' = 'any',
) {
  return ctx.store.append(
    membershipPlanStream(ctx.config.VENUE_ID, plan.planId),
    [MembershipPlanDefined.create(plan, { actor, occurredAt: ctx.now().toISOString() })],
    { expected },
  );
}

/** The plan as last defined, from its stream (the authority on its price). */
export async function loadPlan(ctx: AppContext, planId: string): Promise<MembershipPlan | null> {
  let plan: MembershipPlan | null = null;
  for await (const e of ctx.store.read(membershipPlanStream(ctx.config.VENUE_ID, planId)))
    plan = e.data as MembershipPlan;
  return plan;
}

/**
 * The demo venue's plans, matching the rates the book-online page lists (guest $35, Member $25,
 * Premium $15 an off-peak hour), plus a free plan. Each is defined once (a restart keeps admins' edits).
 */
export const DEMO_PLANS: Array<z.input<typeof MembershipPlanDefined.schema>> = [
  {
    planId: 'basic',
    name: 'Basic',
    description: 'Free membership: book a week ahead and hear about events first.',
    monthlyFeeCents: 0,
    discountPerHourCents: 0,
    freeCreditsPerMonth: 0,
    advanceBookingDays: 7,
    isActive: true,
    sortOrder: 0,
  },
  {
    planId: 'member',
    name: 'Member',
    description: 'Play more for less: member rates, two free hours a month and two weeks to plan ahead.',
    monthlyFeeCents: 4900,
    discountPerHourCents: 1000,
    freeCreditsPerMonth: 2,
    advanceBookingDays: 14,
    creditRestrictedDays: ['Saturday', 'Sunday'],
    creditRestrictedStartTime: '17:00',
    creditRestrictedEndTime: '21:00',
    isActive: true,
    sortOrder: 1,
  },
  {
    planId: 'premium',
    name: 'Premium',
    description: 'Our best rates, four free hours a month and three weeks of advance booking.',
    monthlyFeeCents: 9900,
    discountPerHourCents: 2000,
    freeCreditsPerMonth: 4,
    advanceBookingDays: 21,
    isActive: true,
    sortOrder: 2,
  },
];

export async function seedPlans(ctx: AppContext): Promise<void> {
  for (const plan of DEMO_PLANS) {
    try {
      await definePlan(ctx, plan, 'system', 'no_stream');
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
  }
}
