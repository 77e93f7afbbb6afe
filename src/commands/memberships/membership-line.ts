import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { membershipLineInput } from '../../contracts/checkout';
import { assertNotHeldByOther, samePlan } from '../../domain/memberships/membership-changes';
import { switchesAtNextCycle, type PlanTerms } from '../../domain/memberships/membership.decider';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { lineData, type OrderLineType } from '../checkout';
import { loadMembership, runMembership, startMembership, switchPlan, termsOf } from './membership.commands';
import { loadPlan } from './plan.commands';

interface MembershipLineData {
  terms: PlanTerms;
  /** start: the first month is paid now; switch: nothing now, the new price from `billedFrom`. */
  mode?: 'start' | 'switch';
  billedFrom?: string | null;
}

const billingDay = (ctx: AppContext, iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    timeZone: ctx.config.VENUE_TIMEZONE,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

/**
 * A plan bought or switched to. Joining (no plan, a free plan or a past-due one) pays the first month
 * now; a member of a paid plan switches at once and the new price is billed from the next cycle (spec).
 * Before any money moves the line holds the account's membership stream, so of concurrent orders one
 * goes on and the others are refused unpaid; the hold is released when the order fails or is
 * abandoned and confirmed when the plan starts or switches. The order keeps the card for the renewals.
 */
export const membershipLine: OrderLineType<z.infer<typeof membershipLineInput>> = {
  type: 'membership',
  input: membershipLineInput,
  readModels: ['memberships', 'credits'],
  async price(ctx, line, buyer, orderId) {
    if (!buyer.userId)
      throw new AppError('MEMBERSHIP.SIGN_IN', 'Please sign in with your phone number to start a membership.', 401);
    const plan = await loadPlan(ctx, line.planId);
    if (!plan) throw new NotFoundError('Membership plan not found', 'MEMBERSHIP.PLAN_NOT_FOUND');
    if (!plan.isActive)
      throw new ConflictError('This membership plan is no longer offered.', 'MEMBERSHIP.PLAN_INACTIVE');
    const current = await loadMembership(ctx, buyer.userId);
    if (current.status === 'active' && current.planId === plan.planId) throw samePlan(plan.name);
    assertNotHeldByOther(current, orderId);
    const switching = switchesAtNextCycle(current);
    const data: MembershipLineData = {
      terms: termsOf(plan),
      mode: switching ? 'switch' : 'start',
      billedFrom: switching ? current.periodEnd : null,
    };
    const label = switching
      ? `Switch to ${plan.name}: ${formatMoney(plan.monthlyFeeCents)} a month from ${billingDay(ctx, current.periodEnd!)}`
      : `${plan.name} membership (first month)`;
    return {
      type: 'membership',
      label,
      amountCents: switching ? 0 : plan.monthlyFeeCents,
      data: { ...data },
      creditHours: 0,
      couponEligible: false,
      chargeMetadata: { membershipPlanId: plan.planId },
    };
  },
  async hold(ctx, line, run) {
    const { terms } = lineData<MembershipLineData>(line);
    const command = { userId: run.userId!, orderId: run.orderId, planId: terms.planId, planName: terms.planName };
    await runMembership(ctx, run.userId!, { type: 'HoldMembership', ...command, now: ctx.now() }, { actor: run.actor });
    return terms.planId;
  },
  async fulfil(ctx, line, run, payment) {
    const { terms, mode } = lineData<MembershipLineData>(line);
    const meta = { actor: run.actor };
    const position =
      mode === 'switch'
        ? await switchPlan(ctx, run.userId!, terms, run.orderId, meta)
        : await startMembership(ctx, run.userId!, terms, { orderId: run.orderId, paymentId: payment.paymentId }, meta);
    return { reference: terms.planId, position };
  },
  async undo(ctx, _line, run, reason) {
    if (!run.userId) return;
    await runMembership(
      ctx,
      run.userId,
      { type: 'ReleaseMembershipHold', orderId: run.orderId, reason },
      {
        actor: run.actor,
      },
    );
  },
};
