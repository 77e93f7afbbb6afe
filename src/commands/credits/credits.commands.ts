import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import {
  creditsDecider,
  totalCredits,
  type CreditsCommand,
  type CreditsState,
} from '../../domain/credits/credits.decider';
import { creditsStream, type CreditBucket, type CreditsEventLike } from '../../domain/credits/credits.events';
import type { Actor } from '../../eventstore/types';
import { NotFoundError } from '../../lib/errors';
import { findUserById, isUuid } from '../../projections/users';
import { appCommandContext, handleCommand, loadState, type CommandResult } from '../handle-command';

type Meta = { actor?: Actor; correlationId?: string; causationId?: string | null };

async function run(
  ctx: AppContext,
  command: CreditsCommand,
  meta: Meta = {},
): Promise<CommandResult<CreditsState, CreditsEventLike>> {
  return handleCommand(
    appCommandContext(ctx, meta),
    creditsStream(ctx.config.VENUE_ID, command.userId),
    creditsDecider,
    command,
  );
}

export function grantCredits(
  ctx: AppContext,
  args: { userId: string; bucket: CreditBucket; amount: number; reason: string; operationId: string },
  meta?: Meta,
) {
  return run(ctx, { type: 'GrantCredits', ...args }, meta);
}

export function revokeCredits(
  ctx: AppContext,
  args: { userId: string; bucket: CreditBucket; amount: number; reason: string; operationId: string },
  meta?: Meta,
) {
  return run(ctx, { type: 'RevokeCredits', ...args }, meta);
}

/** Spends in the order loyalty, membership, general; idempotent by operationId (e.g. the booking id). */
export function spendCredits(
  ctx: AppContext,
  args: { userId: string; amount: number; reason: string; operationId: string },
  meta?: Meta,
) {
  return run(ctx, { type: 'SpendCredits', ...args }, meta);
}

/** Gives a spend back to the buckets it came from (all of it unless amount says otherwise); idempotent by refundId. */
export function refundCredits(
  ctx: AppContext,
  args: { userId: string; operationId: string; reason: string; refundId?: string; amount?: number },
  meta?: Meta,
) {
  return run(ctx, { type: 'RefundCredits', refundId: args.refundId ?? `refund-${args.operationId}`, ...args }, meta);
}

/** The authoritative balance (from the stream, not the read model). */
export async function creditBalance(ctx: AppContext, userId: string) {
  const { state } = await loadState(
    ctx.store,
    creditsStream(ctx.config.VENUE_ID, userId),
    creditsDecider.evolve,
    creditsDecider.initialState(),
  );
  return { ...state.balances, total: totalCredits(state), spends: state.spends };
}

/** An admin's correction: a grant or (negative amount) a revocation, for an account that exists. */
export async function adjustCredits(
  ctx: AppContext,
  args: { userId: string; bucket: CreditBucket; amount: number; reason: string },
  meta?: Meta,
) {
  if (!isUuid(args.userId) || !(await findUserById(ctx.knex, args.userId))) throw new NotFoundError('User not found');
  const change = { ...args, amount: Math.abs(args.amount), operationId: `admin-${randomUUID()}` };
  return args.amount > 0 ? grantCredits(ctx, change, meta) : revokeCredits(ctx, change, meta);
}
