import type { AppContext } from '../../app-context';
import {
  membershipDecider,
  type MembershipCommand,
  type MembershipState,
  type PlanTerms,
} from '../../domain/memberships/membership.decider';
import { membershipStream, type MembershipPlan } from '../../domain/memberships/membership.events';
import { appCommandContext, currentState, handleCommand, type CommandMeta } from '../handle-command';
import { creditBalance, grantCredits, revokeCredits } from '../credits';

export function termsOf(plan: MembershipPlan): PlanTerms {
  return {
    planId: plan.planId,
    planName: plan.name,
    feeCents: plan.monthlyFeeCents,
    freeCredits: plan.freeCreditsPerMonth,
  };
}

export function runMembership(ctx: AppContext, userId: string, command: MembershipCommand, meta: CommandMeta = {}) {
  return handleCommand(
    appCommandContext(ctx, meta),
    membershipStream(ctx.config.VENUE_ID, userId),
    membershipDecider,
    command,
  );
}

export function loadMembership(ctx: AppContext, userId: string): Promise<MembershipState> {
  return currentState(ctx.store, membershipStream(ctx.config.VENUE_ID, userId), membershipDecider);
}

/**
 * The period's free credits into the membership bucket, once per (account, period). When a new period
 * begins, what is left of the last period's membership credits expires first (recorded as a revocation).
 */
export async function grantPeriodCredits(
  ctx: AppContext,
  userId: string,
  period: { periodStart: string; planName: string; freeCredits: number },
  meta: CommandMeta = {},
): Promise<string | null> {
  let position: string | null = null;
  const left = (await creditBalance(ctx, userId)).membership;
  if (left > 0) {
    const expired = await revokeCredits(
      ctx,
      {
        userId,
        bucket: 'membership',
        amount: left,
        reason: 'Membership credits of the last period expired',
        operationId: `membership-expiry-${userId}-${period.periodStart}`,
      },
      meta,
    );
    position = expired.position ?? position;
  }
  if (period.freeCredits > 0) {
    const granted = await grantCredits(
      ctx,
      {
        userId,
        bucket: 'membership',
        amount: period.freeCredits,
        reason: `${period.planName} membership credits`,
        operationId: `membership-credits-${userId}-${period.periodStart}`,
      },
      meta,
    );
    position = granted.position ?? position;
  }
  return position;
}

/** A plan starts (or replaces the current one) for the order that bought it, with its month's credits. */
export async function startMembership(
  ctx: AppContext,
  userId: string,
  terms: PlanTerms,
  order: { orderId: string; paymentId: string | null },
  meta: CommandMeta = {},
): Promise<string | null> {
  const started = await runMembership(
    ctx,
    userId,
    { type: 'StartMembership', userId, plan: terms, ...order, zone: ctx.config.VENUE_TIMEZONE, now: ctx.now() },
    meta,
  );
  const granted = await grantPeriodCredits(ctx, userId, periodOf(started.state.periodStart!, terms), meta);
  return granted ?? started.position;
}

/** Moves a member to another plan now, billed from the next cycle (no charge, no new period, no credits). */
export async function switchPlan(
  ctx: AppContext,
  userId: string,
  terms: PlanTerms,
  orderId: string,
  meta: CommandMeta = {},
): Promise<string | null> {
  return (await runMembership(ctx, userId, { type: 'SwitchPlan', plan: terms, orderId }, meta)).position;
}

/** The period ending at `periodEnd` is paid: the next one begins, with its credits (once). */
export async function renewPeriod(
  ctx: AppContext,
  userId: string,
  terms: PlanTerms,
  renewal: { periodEnd: string; paymentId: string | null },
  meta: CommandMeta = {},
): Promise<string | null> {
  const renewed = await runMembership(
    ctx,
    userId,
    { type: 'RenewMembership', plan: terms, ...renewal, zone: ctx.config.VENUE_TIMEZONE, now: ctx.now() },
    meta,
  );
  const granted = await grantPeriodCredits(ctx, userId, periodOf(renewal.periodEnd, terms), meta);
  return granted ?? renewed.position;
}

const periodOf = (periodStart: string, terms: PlanTerms) => ({
  periodStart,
  planName: terms.planName,
  freeCredits: terms.freeCredits,
});
