import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { holdsPlan, RETRY_AFTER_DAYS, type PlanTerms } from '../../domain/memberships/membership.decider';
import { AUTHENTICATION_REQUIRED, requestApproval, settleApproval } from '../payments';
import { AppError, ConflictError } from '../../lib/errors';
import { lineData, type Buyer, type OrderLineType } from '../checkout';
import { payOrder, quoteOrder } from '../checkout';
import { loadMembership, renewPeriod, runMembership, termsOf } from './membership.commands';
import { loadPlan } from './plan.commands';

const renewalLineInput = z.object({ type: z.literal('membership-renewal'), periodEnd: z.iso.datetime() });

/** The order line that pays the period ending at `periodEnd` (the job's, or a new card's). */
export const renewalLineFor = (periodEnd: string): z.infer<typeof renewalLineInput> => ({
  type: 'membership-renewal',
  periodEnd,
});

interface RenewalData {
  terms: PlanTerms;
  periodEnd: string;
}

/**
 * The next month of the membership the buyer holds, for the period ending at `periodEnd`: priced from
 * the plan as it is now, paid (by the renewal job) with the card on file, fulfilled by renewing.
 */
export const membershipRenewalLine: OrderLineType<z.infer<typeof renewalLineInput>> = {
  type: 'membership-renewal',
  input: renewalLineInput,
  readModels: ['memberships', 'credits'],
  async price(ctx, input, buyer) {
    if (!buyer.userId) throw new AppError('MEMBERSHIP.SIGN_IN', 'Please sign in to pay for your membership.', 401);
    const state = await loadMembership(ctx, buyer.userId);
    if (!holdsPlan(state) || !state.periodEnd || !state.planId)
      throw new AppError('MEMBERSHIP.NONE', 'You do not have an active membership.', 404);
    if (
      Date.parse(state.periodEnd) !== Date.parse(input.periodEnd) ||
      Date.parse(state.periodEnd) > ctx.now().getTime()
    )
      throw new ConflictError('This membership period is not due for payment.', 'MEMBERSHIP.NOT_DUE');
    const plan = await loadPlan(ctx, state.planId);
    const terms: PlanTerms = plan
      ? termsOf(plan)
      : {
          planId: state.planId,
          planName: state.planName ?? state.planId,
          feeCents: state.feeCents,
          freeCredits: state.freeCredits,
        };
    const data: RenewalData = { terms, periodEnd: state.periodEnd };
    return {
      type: 'membership-renewal',
      label: `${terms.planName} membership (monthly renewal)`,
      amountCents: terms.feeCents,
      data: { ...data },
      creditHours: 0,
      couponEligible: false,
      chargeMetadata: { membershipPlanId: terms.planId, renewsPeriodEnding: state.periodEnd },
    };
  },
  async fulfil(ctx, line, run, payment) {
    const d = lineData<RenewalData>(line);
    const position = await renewPeriod(
      ctx,
      run.userId!,
      d.terms,
      { periodEnd: d.periodEnd, paymentId: payment.paymentId },
      { actor: run.actor },
    );
    // Paid, whichever way: a payment approval the member was asked for is no longer waited on.
    await settleApproval(ctx, renewalSubject(run.userId!, d.periodEnd), {
      outcome: 'paid',
      orderId: run.orderId,
      note: 'The renewal was paid.',
    });
    return { reference: d.terms.planId, position };
  },
};

export type RenewalOutcome = 'renewed' | 'failed' | 'needs-approval' | 'ended' | 'not-due';

/** What a renewal's payment approval is about: one period of one account. */
export const renewalSubject = (userId: string, periodEnd: string) =>
  `membership-renewal:${userId}:${new Date(periodEnd).toISOString()}`;

/**
 * The bank wants the member to approve the renewal (3-D Secure): no blind retry; the member is asked
 * (a text and an email with the link) to approve it, priced as the renewal line prices it now.
 */
async function askForApproval(ctx: AppContext, userId: string, periodEnd: string, reason: string): Promise<string> {
  const line = renewalLineFor(periodEnd);
  const priced = await quoteOrder(ctx, { lines: [line] }, systemBuyer(userId));
  return requestApproval(ctx, {
    subjectKey: renewalSubject(userId, periodEnd),
    userId,
    purpose: 'membership-renewal',
    line,
    label: priced.lines[0].label,
    amountCents: priced.cardAmountCents,
    reason,
    expiresAt: new Date(Date.parse(periodEnd) + RETRY_AFTER_DAYS.at(-1)! * 86_400_000).toISOString(),
  });
}

const systemBuyer = (userId: string): Buyer => ({
  userId,
  actor: 'system',
  client: null,
  customer: { firstName: null, lastName: null, email: null, phoneNumber: null, guest: false },
});

/**
 * One membership at the clock: ends it when it was cancelled and its period is over; otherwise, when
 * its period is over (or a retry is due), charges the card on file for the next month. Each try has its
 * own idempotency key (account, period, attempt), so a job run twice charges once and records one failure.
 */
export async function renewMembership(
  ctx: AppContext,
  userId: string,
  /** An admin's "retry now": a past-due membership is charged without waiting for its next retry. */
  options: { retryNow?: boolean } = {},
): Promise<RenewalOutcome> {
  const state = await loadMembership(ctx, userId);
  const now = ctx.now();
  if (!holdsPlan(state) || !state.periodEnd) return 'not-due';
  const periodOver = Date.parse(state.periodEnd) <= now.getTime();
  if (state.cancelAtPeriodEnd && periodOver) {
    await runMembership(ctx, userId, { type: 'EndMembership', reason: 'cancelled', now });
    return 'ended';
  }
  const due =
    state.status === 'active'
      ? periodOver
      : options.retryNow || (state.nextRetryAt !== null && Date.parse(state.nextRetryAt) <= now.getTime());
  if (!due) return 'not-due';
  if (state.approvalId && !options.retryNow) {
    // The member was asked to approve the payment with their bank and did not in time: it ends.
    await runMembership(ctx, userId, { type: 'EndMembership', reason: 'payment_failed', now });
    await settleApproval(ctx, renewalSubject(userId, state.periodEnd), {
      outcome: 'closed',
      orderId: null,
      note: 'The membership ended before the payment was approved.',
    });
    return 'ended';
  }
  const attempt = state.failedAttempts + 1;
  const buyer = systemBuyer(userId);
  try {
    await payOrder(
      ctx,
      {
        lines: [renewalLineFor(state.periodEnd)],
        useCardOnFile: true,
        idempotencyKey: `renewal-${userId}-${state.periodEnd}-${attempt}`,
      },
      buyer,
    );
    return 'renewed';
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    const approvalId =
      error.code === AUTHENTICATION_REQUIRED ? await askForApproval(ctx, userId, state.periodEnd, error.message) : null;
    const failed = await runMembership(ctx, userId, {
      type: 'RecordRenewalFailure',
      periodEnd: state.periodEnd,
      attempt,
      reason: error.message,
      now,
      approvalId,
    });
    if (approvalId) return 'needs-approval';
    return failed.state.status === 'ended' ? 'ended' : 'failed';
  }
}

/** Every membership due at the clock (from the read model; each is re-checked against its stream). */
export async function renewDueMemberships(ctx: AppContext): Promise<Record<RenewalOutcome, number>> {
  const now = ctx.now();
  const rows: Array<{ user_id: string }> = await ctx
    .knex('user_memberships')
    .where((q) => q.where({ status: 'active' }).andWhere('period_end', '<=', now))
    .orWhere((q) => q.where({ status: 'past_due' }).andWhere('next_retry_at', '<=', now))
    .select('user_id');
  const report: Record<RenewalOutcome, number> = {
    renewed: 0,
    failed: 0,
    'needs-approval': 0,
    ended: 0,
    'not-due': 0,
  };
  for (const { user_id } of rows) {
    try {
      report[await renewMembership(ctx, user_id)]++;
    } catch (err) {
      // One account's trouble (a provider outage) does not hold up the others; the next run retries it.
      ctx.logger.error({ err, userId: user_id }, 'membership renewal failed; will try again');
    }
  }
  return report;
}
