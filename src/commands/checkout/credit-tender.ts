import type { AppContext } from '../../app-context';
import { portOf } from './ports';
import type { EventMetadata } from '../../eventstore/types';

type Meta = Partial<EventMetadata>;

/**
 * How the paid order pays with credits, as the area that keeps them provides it (a module's
 * `creditTender`): the buyer's balance, a spend keyed by the order, a refund of it (all or part, once
 * per refund id) and the credits a coupon grants on completion. Checkout knows no more of credits.
 */
export interface CreditTender {
  /** The authoritative balance (from the stream), in credits. */
  balance(ctx: AppContext, userId: string): Promise<number>;
  /** What the account page shows left once the order is done (the read model). */
  remaining(ctx: AppContext, userId: string): Promise<number>;
  spend(
    ctx: AppContext,
    args: { userId: string; amount: number; reason: string; operationId: string },
    meta?: Meta,
  ): Promise<unknown>;
  grant(
    ctx: AppContext,
    args: { userId: string; bucket: 'general'; amount: number; reason: string; operationId: string },
    meta?: Meta,
  ): Promise<unknown>;
  /** Gives a spend back (all of it unless amount says otherwise); `events` is empty when it was given back already. */
  refund(
    ctx: AppContext,
    args: { userId: string; operationId: string; reason: string; refundId?: string; amount?: number },
    meta?: Meta,
  ): Promise<{ events: unknown[] }>;
}

/** The registered credit tender (the credits module provides it). */
export function creditTenderOf(ctx: AppContext): CreditTender {
  return portOf(ctx, 'creditTender', 'a credit tender');
}

/** The credits the user has left (the booking answers carry it as remainingCredits). */
export async function remainingCreditsOf(ctx: AppContext, userId: string): Promise<number> {
  return creditTenderOf(ctx).remaining(ctx, userId);
}
