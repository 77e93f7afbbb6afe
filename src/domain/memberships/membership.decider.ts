import { DateTime } from 'luxon';
import { ConflictError } from '../../lib/errors';
import type { Decider } from '../decider';
import {
  assertNotHeldByOther,
  decideHold,
  decideRelease,
  decideSwitch,
  holdsPlan,
  NO_MEMBERSHIP,
  samePlan,
} from './membership-changes';
import {
  MembershipCancellationScheduled,
  MembershipEnded,
  MembershipPaymentFailed,
  MembershipReactivated,
  MembershipRenewed,
  MembershipStarted,
  type MembershipEventLike,
} from './membership.events';

/** Renewal retries after a failed charge, in days after the period's end; after the last one it ends. */
export const RETRY_AFTER_DAYS = [1, 3, 5] as const;

export type MembershipStatus = 'none' | 'active' | 'past_due' | 'ended';

export interface MembershipState {
  userId: string | null;
  status: MembershipStatus;
  planId: string | null;
  planName: string | null;
  feeCents: number;
  freeCredits: number;
  periodStart: string | null;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** Failed tries of the current renewal (0 when paid up). */
  failedAttempts: number;
  nextRetryAt: string | null;
  lastFailure: string | null;
  /** The payment approval the member's bank asks for (3-D Secure), while the renewal waits on it. */
  approvalId: string | null;
  /** Orders that started or switched a plan: a repeat of one changes nothing. */
  orders: string[];
  /** The order that holds the membership while it pays (a join or a switch), if any. */
  hold: { orderId: string; planId: string } | null;
}

/** What a plan costs and gives, as a subscription records it (taken from the plan when bought). */
export interface PlanTerms {
  planId: string;
  planName: string;
  feeCents: number;
  freeCredits: number;
}

export type MembershipCommand =
  | {
      type: 'StartMembership';
      userId: string;
      plan: PlanTerms;
      orderId: string;
      paymentId: string | null;
      zone: string;
      now: Date;
    }
  | {
      type: 'RenewMembership';
      /** The end of the period being renewed: a renewal of an already renewed period changes nothing. */
      periodEnd: string;
      plan: PlanTerms;
      paymentId: string | null;
      zone: string;
      now: Date;
    }
  | {
      type: 'RecordRenewalFailure';
      periodEnd: string;
      attempt: number;
      reason: string;
      now: Date;
      /** The bank wants the member's approval: no blind retry, the approval is waited on instead. */
      approvalId?: string | null;
    }
  | { type: 'HoldMembership'; userId: string; orderId: string; planId: string; planName: string; now: Date }
  | { type: 'ReleaseMembershipHold'; orderId: string; reason: string }
  | { type: 'SwitchPlan'; plan: PlanTerms; orderId: string }
  | { type: 'CancelMembership'; now: Date }
  | { type: 'ReactivateMembership'; now: Date }
  | { type: 'EndMembership'; reason: 'cancelled' | 'payment_failed'; now: Date };

/** One month on, in the venue's calendar (Jan 31 -> Feb 28, DST-proof). */
export function monthAfter(iso: string, zone: string): string {
  return DateTime.fromISO(iso, { zone }).plus({ months: 1 }).toUTC().toISO()!;
}

/** Live: the membership gives its prices, window and credits (active, paid up). */
export function isLive(state: Pick<MembershipState, 'status'>): boolean {
  return state.status === 'active';
}

export { holdsPlan, switchesAtNextCycle } from './membership-changes';

const releaseHeld = (hold: MembershipState['hold'], orderId: string) => (hold?.orderId === orderId ? null : hold);

export const membershipDecider: Decider<MembershipState, MembershipCommand, MembershipEventLike> = {
  initialState: () => ({
    userId: null,
    status: 'none',
    planId: null,
    planName: null,
    feeCents: 0,
    freeCredits: 0,
    periodStart: null,
    periodEnd: null,
    cancelAtPeriodEnd: false,
    failedAttempts: 0,
    nextRetryAt: null,
    lastFailure: null,
    approvalId: null,
    orders: [],
    hold: null,
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'MembershipStarted':
      case 'MembershipRenewed': {
        const d = event.data;
        return {
          ...state,
          userId: d.userId,
          status: 'active',
          planId: d.planId,
          planName: d.planName,
          feeCents: d.feeCents,
          freeCredits: d.freeCredits,
          periodStart: d.periodStart,
          periodEnd: d.periodEnd,
          cancelAtPeriodEnd: event.type === 'MembershipStarted' ? false : state.cancelAtPeriodEnd,
          failedAttempts: 0,
          nextRetryAt: null,
          lastFailure: null,
          approvalId: null,
          orders: 'orderId' in d ? [...state.orders, d.orderId] : state.orders,
          hold: 'orderId' in d ? releaseHeld(state.hold, d.orderId) : state.hold,
        };
      }
      case 'MembershipPlanSwitched': {
        const d = event.data;
        return {
          ...state,
          planId: d.planId,
          planName: d.planName,
          feeCents: d.feeCents,
          freeCredits: d.freeCredits,
          // Choosing a plan is choosing to go on: a scheduled cancellation is lifted, the new plan renews.
          cancelAtPeriodEnd: false,
          orders: [...state.orders, d.orderId],
          hold: releaseHeld(state.hold, d.orderId),
        };
      }
      case 'MembershipHeld':
        return {
          ...state,
          userId: event.data.userId,
          hold: { orderId: event.data.orderId, planId: event.data.planId },
        };
      case 'MembershipHoldReleased':
        return { ...state, hold: releaseHeld(state.hold, event.data.orderId) };
      case 'MembershipPaymentFailed':
        return {
          ...state,
          status: 'past_due',
          failedAttempts: event.data.attempt,
          nextRetryAt: event.data.nextRetryAt,
          lastFailure: event.data.reason,
          approvalId: event.data.approvalId ?? null,
        };
      case 'MembershipCancellationScheduled':
        return { ...state, cancelAtPeriodEnd: true };
      case 'MembershipReactivated':
        return { ...state, cancelAtPeriodEnd: false };
      case 'MembershipEnded':
        return {
          ...state,
          status: 'ended',
          cancelAtPeriodEnd: false,
          nextRetryAt: null,
          approvalId: null,
        };
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'StartMembership':
        return decideStart(command, state);
      case 'HoldMembership':
        return decideHold(state, command);
      case 'ReleaseMembershipHold':
        return decideRelease(state, command);
      case 'SwitchPlan':
        return decideSwitch(state, command);
      case 'RenewMembership': {
        if (!holdsPlan(state) || !state.periodEnd) throw NO_MEMBERSHIP();
        if (Date.parse(command.periodEnd) < Date.parse(state.periodEnd)) return [];
        if (command.periodEnd !== state.periodEnd) throw new ConflictError('That period is not due for renewal.');
        return [
          MembershipRenewed.create({
            userId: state.userId!,
            ...command.plan,
            paymentId: command.paymentId,
            periodStart: state.periodEnd,
            periodEnd: monthAfter(state.periodEnd, command.zone),
          }),
        ];
      }
      case 'RecordRenewalFailure': {
        if (!holdsPlan(state) || !state.periodEnd) return [];
        if (command.periodEnd !== state.periodEnd || command.attempt <= state.failedAttempts) return [];
        if (command.approvalId && state.approvalId) return [];
        const approvalId = command.approvalId ?? null;
        const last = !approvalId && command.attempt > RETRY_AFTER_DAYS.length;
        // Waiting on the member's approval: as long as the retries would have lasted, then it ends.
        const retryDays = approvalId ? RETRY_AFTER_DAYS.at(-1)! : RETRY_AFTER_DAYS[command.attempt - 1];
        const nextRetryAt = last
          ? null
          : new Date(
              Math.max(Date.parse(state.periodEnd) + retryDays * 86_400_000, command.now.getTime()),
            ).toISOString();
        const failed = MembershipPaymentFailed.create({
          userId: state.userId!,
          planId: state.planId!,
          periodEnd: state.periodEnd,
          attempt: command.attempt,
          reason: command.reason.slice(0, 500),
          nextRetryAt,
          approvalId,
        });
        if (!last) return [failed];
        return [failed, ended(state, 'payment_failed', command.now)];
      }
      case 'CancelMembership': {
        if (!holdsPlan(state)) throw NO_MEMBERSHIP();
        if (state.cancelAtPeriodEnd) return [];
        return [
          MembershipCancellationScheduled.create({
            userId: state.userId!,
            planId: state.planId!,
            endsAt: state.periodEnd!,
          }),
        ];
      }
      case 'ReactivateMembership': {
        if (!holdsPlan(state)) throw NO_MEMBERSHIP();
        if (!state.cancelAtPeriodEnd) return [];
        return [MembershipReactivated.create({ userId: state.userId!, planId: state.planId! })];
      }
      case 'EndMembership':
        return holdsPlan(state) ? [ended(state, command.reason, command.now)] : [];
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

function ended(state: MembershipState, reason: 'cancelled' | 'payment_failed' | 'switched', now: Date) {
  return MembershipEnded.create({ userId: state.userId!, planId: state.planId!, reason, endedAt: now.toISOString() });
}

function decideStart(command: Extract<MembershipCommand, { type: 'StartMembership' }>, state: MembershipState) {
  if (state.orders.includes(command.orderId)) return [];
  assertNotHeldByOther(state, command.orderId);
  if (holdsPlan(state) && state.planId === command.plan.planId && state.status === 'active')
    throw samePlan(command.plan.planName);
  const switching = holdsPlan(state);
  const periodStart = command.now.toISOString();
  return [
    ...(switching ? [ended(state, 'switched', command.now)] : []),
    MembershipStarted.create({
      userId: command.userId,
      ...command.plan,
      orderId: command.orderId,
      paymentId: command.paymentId,
      periodStart,
      periodEnd: monthAfter(periodStart, command.zone),
      switchedFrom: switching ? state.planId : null,
    }),
  ];
}
