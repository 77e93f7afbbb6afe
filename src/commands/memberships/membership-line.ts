import type { z } from 'zod';
import { membershipLineInput } from '../../contracts/orders';
import type { PlanTerms } from '../../domain/memberships/membership.decider';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import { lineData, type OrderLineType } from '../checkout/order-line-type';
import { loadMembership, startMembership, termsOf } from './membership.commands';
import { loadPlan } from './plan.commands';

interface MembershipLineData {
  terms: PlanTerms;
}

/**
 * A plan's first month: priced from the plan's stream, and once paid the membership starts (or
 * replaces the current plan at once) and the month's free credits are granted. The order keeps the
 * card on file for the renewals.
 */
export const membershipLine: OrderLineType<z.infer<typeof membershipLineInput>> = {
  type: 'membership',
  input: membershipLineInput,
  readModels: ['memberships', 'credits'],
  async price(ctx, line, buyer) {
    if (!buyer.userId)
      throw new AppError('MEMBERSHIP.SIGN_IN', 'Please sign in with your phone number to start a membership.', 401);
    const plan = await loadPlan(ctx, line.planId);
    if (!plan) throw new NotFoundError('Membership plan not found', 'MEMBERSHIP.PLAN_NOT_FOUND');
    if (!plan.isActive)
      throw new ConflictError('This membership plan is no longer offered.', 'MEMBERSHIP.PLAN_INACTIVE');
    const current = await loadMembership(ctx, buyer.userId);
    if (current.status === 'active' && current.planId === plan.planId)
      throw new ConflictError(`You are already a ${plan.name} member.`, 'MEMBERSHIP.SAME_PLAN');
    const data: MembershipLineData = { terms: termsOf(plan) };
    return {
      type: 'membership',
      label: `${plan.name} membership (first month)`,
      amountCents: plan.monthlyFeeCents,
      data: { ...data },
      creditHours: 0,
      couponEligible: false,
      chargeMetadata: { membershipPlanId: plan.planId },
    };
  },
  async fulfil(ctx, line, run, payment) {
    const { terms } = lineData<MembershipLineData>(line);
    const position = await startMembership(
      ctx,
      run.userId!,
      terms,
      { orderId: run.orderId, paymentId: payment.paymentId },
      { actor: run.actor },
    );
    return { reference: terms.planId, position };
  },
};
