import { AppError, ConflictError } from '../../lib/errors';
import type { MembershipState, PlanTerms } from './membership.decider';
import { MembershipHeld, MembershipHoldReleased, MembershipPlanSwitched } from './membership.events';

/** Holds a plan at all (active or past due): switching replaces it, nobody has two. */
export function holdsPlan(state: Pick<MembershipState, 'status'>): boolean {
  return state.status === 'active' || state.status === 'past_due';
}

/**
 * A change to this plan is a switch billed from the next cycle (spec: switching is immediate, the new
 * amount is billed next cycle): the account holds a paid plan, paid up. Anything else (no plan, a free
 * plan, a past-due one: nothing of the current period is left unused) starts a plan with its first month.
 */
export function switchesAtNextCycle(state: Pick<MembershipState, 'status' | 'feeCents'>): boolean {
  return state.status === 'active' && state.feeCents > 0;
}

export const NO_MEMBERSHIP = () => new AppError('MEMBERSHIP.NONE', 'You do not have an active membership.', 404);

export const changeInProgress = () =>
  new ConflictError(
    'Another membership change is already in progress on your account. Please wait a moment.',
    'MEMBERSHIP.CHANGE_IN_PROGRESS',
  );

export const samePlan = (planName: string) =>
  new ConflictError(`You are already a ${planName} member.`, 'MEMBERSHIP.SAME_PLAN');

/** Refuses a change while another order holds the membership (its card may be being charged). */
export function assertNotHeldByOther(state: MembershipState, orderId: string): void {
  if (state.hold && state.hold.orderId !== orderId) throw changeInProgress();
}

export function decideHold(
  state: MembershipState,
  command: { userId: string; orderId: string; planId: string; planName: string; now: Date },
) {
  if (state.orders.includes(command.orderId) || state.hold?.orderId === command.orderId) return [];
  assertNotHeldByOther(state, command.orderId);
  if (state.status === 'active' && state.planId === command.planId) throw samePlan(command.planName);
  return [
    MembershipHeld.create({
      userId: command.userId,
      orderId: command.orderId,
      planId: command.planId,
      heldAt: command.now.toISOString(),
    }),
  ];
}

export function decideRelease(state: MembershipState, command: { orderId: string; reason: string }) {
  if (state.hold?.orderId !== command.orderId || !state.userId) return [];
  return [
    MembershipHoldReleased.create({
      userId: state.userId,
      orderId: command.orderId,
      reason: command.reason.slice(0, 500),
    }),
  ];
}

/** Moves to another plan now; the period (and what was paid for it) stays, the new price from its end. */
export function decideSwitch(state: MembershipState, command: { plan: PlanTerms; orderId: string }) {
  if (state.orders.includes(command.orderId)) return [];
  if (!holdsPlan(state) || !state.periodEnd) throw NO_MEMBERSHIP();
  assertNotHeldByOther(state, command.orderId);
  if (state.planId === command.plan.planId) throw samePlan(command.plan.planName);
  return [
    MembershipPlanSwitched.create({
      userId: state.userId!,
      ...command.plan,
      fromPlanId: state.planId!,
      fromPlanName: state.planName ?? state.planId!,
      orderId: command.orderId,
      billedFrom: state.periodEnd,
    }),
  ];
}
