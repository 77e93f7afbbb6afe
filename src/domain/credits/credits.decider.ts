import { AppError } from '../../lib/errors';
import { BookingError } from '../booking-errors';
import type { Decider } from '../decider';
import {
  CreditsGranted,
  CreditsRefunded,
  CreditsRevoked,
  CreditsSpent,
  SPEND_ORDER,
  type CreditBucket,
  type CreditsEventLike,
  type CreditSplit,
} from './credits.events';

export interface CreditsState {
  balances: CreditSplit;
  /** What each spend took from each bucket, and how much of it has been given back. */
  spends: Record<string, { taken: CreditSplit; refunded: CreditSplit }>;
  /** Grant, revoke and refund ids already applied (commands are idempotent by id). */
  applied: Record<string, true>;
}

export type CreditsCommand =
  | { type: 'GrantCredits'; userId: string; bucket: CreditBucket; amount: number; reason: string; operationId: string }
  | { type: 'RevokeCredits'; userId: string; bucket: CreditBucket; amount: number; reason: string; operationId: string }
  | { type: 'SpendCredits'; userId: string; amount: number; reason: string; operationId: string }
  | { type: 'RefundCredits'; userId: string; operationId: string; refundId: string; reason: string; amount?: number };

const zero = (): CreditSplit => ({ loyalty: 0, membership: 0, general: 0 });
const sum = (s: CreditSplit) => s.loyalty + s.membership + s.general;

export const totalCredits = (state: CreditsState) => sum(state.balances);

function assertAmount(amount: number): void {
  if (!(amount > 0) || !Number.isInteger(amount * 2)) {
    throw new AppError('CREDITS.INVALID_AMOUNT', 'Credits must be a positive number in half-hour steps.', 400);
  }
}

export const creditsDecider: Decider<CreditsState, CreditsCommand, CreditsEventLike> = {
  initialState: () => ({ balances: zero(), spends: {}, applied: {} }),

  evolve(state, event) {
    const balances = { ...state.balances };
    switch (event.type) {
      case 'CreditsGranted':
        balances[event.data.bucket] += event.data.amount;
        return { ...state, balances, applied: { ...state.applied, [event.data.operationId]: true } };
      case 'CreditsRevoked':
        balances[event.data.bucket] -= event.data.amount;
        return { ...state, balances, applied: { ...state.applied, [event.data.operationId]: true } };
      case 'CreditsSpent': {
        for (const b of SPEND_ORDER) balances[b] -= event.data.from[b];
        const spends = { ...state.spends, [event.data.operationId]: { taken: event.data.from, refunded: zero() } };
        return { ...state, balances, spends };
      }
      case 'CreditsRefunded': {
        const spend = state.spends[event.data.operationId];
        const refunded = { ...(spend?.refunded ?? zero()) };
        for (const b of SPEND_ORDER) {
          balances[b] += event.data.to[b];
          refunded[b] += event.data.to[b];
        }
        const spends = spend ? { ...state.spends, [event.data.operationId]: { ...spend, refunded } } : state.spends;
        return { balances, spends, applied: { ...state.applied, [event.data.refundId]: true } };
      }
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'GrantCredits':
        if (state.applied[command.operationId]) return [];
        assertAmount(command.amount);
        return [CreditsGranted.create(strip(command))];
      case 'RevokeCredits':
        if (state.applied[command.operationId]) return [];
        assertAmount(command.amount);
        if (state.balances[command.bucket] < command.amount) {
          throw new AppError(
            'CREDITS.BELOW_ZERO',
            `Only ${state.balances[command.bucket]} ${command.bucket} credits are left to remove.`,
            409,
          );
        }
        return [CreditsRevoked.create(strip(command))];
      case 'SpendCredits':
        return decideSpend(command, state);
      case 'RefundCredits':
        return decideRefund(command, state);
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

function strip<T extends { type: string }>(command: T): Omit<T, 'type'> {
  const { type: _type, ...rest } = command;
  return rest;
}

function decideSpend(
  command: Extract<CreditsCommand, { type: 'SpendCredits' }>,
  state: CreditsState,
): CreditsEventLike[] {
  if (state.spends[command.operationId]) return [];
  assertAmount(command.amount);
  if (totalCredits(state) < command.amount) throw new BookingError('BOOKING.INSUFFICIENT_CREDITS');
  const from = zero();
  let left = command.amount;
  for (const bucket of SPEND_ORDER) {
    const take = Math.min(left, state.balances[bucket]);
    from[bucket] = take;
    left -= take;
  }
  return [
    CreditsSpent.create({
      userId: command.userId,
      amount: command.amount,
      from,
      reason: command.reason,
      operationId: command.operationId,
    }),
  ];
}

/** Gives back to the buckets the spend came from; a partial refund returns general first, loyalty last. */
function decideRefund(
  command: Extract<CreditsCommand, { type: 'RefundCredits' }>,
  state: CreditsState,
): CreditsEventLike[] {
  if (state.applied[command.refundId]) return [];
  const spend = state.spends[command.operationId];
  if (!spend) return [];
  const remaining: CreditSplit = {
    loyalty: spend.taken.loyalty - spend.refunded.loyalty,
    membership: spend.taken.membership - spend.refunded.membership,
    general: spend.taken.general - spend.refunded.general,
  };
  const available = sum(remaining);
  if (available <= 0) return [];
  const wanted = command.amount === undefined ? available : Math.min(command.amount, available);
  if (wanted <= 0) return [];
  assertAmount(wanted);
  const to = zero();
  let left = wanted;
  for (const bucket of [...SPEND_ORDER].reverse()) {
    const give = Math.min(left, remaining[bucket]);
    to[bucket] = give;
    left -= give;
  }
  return [
    CreditsRefunded.create({
      userId: command.userId,
      amount: wanted,
      to,
      reason: command.reason,
      operationId: command.operationId,
      refundId: command.refundId,
    }),
  ];
}
