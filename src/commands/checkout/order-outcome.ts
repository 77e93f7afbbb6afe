import type { AppContext } from '../../app-context';
import type { CheckoutPlan } from '../../domain/checkout/checkout.events';
import type { CheckoutState } from '../../domain/checkout/checkout.process';
import { AppError } from '../../lib/errors';
import { creditTenderOf } from './credit-tender';

export interface OrderOutcome {
  orderId: string;
  plan: CheckoutPlan;
  /** Per line, what it became (a booking id, a gift card code...). */
  fulfilled: { type: string; reference: string | null }[];
  paymentId: string | null;
  processor: 'square' | 'stripe' | null;
  amountChargedCents: number;
  remainingCredits: number;
  /** The card the order kept on file (when it asked to and the provider kept it). */
  cardOnFile: { brand: string | null; last4: string | null } | null;
  replayed: boolean;
}

/**
 * A completed order as its buyer sees it, once the read models its lines feed have caught up with it
 * (a buyer who pays and then lists bookings or balances sees what they bought).
 */
export async function orderOutcome(
  ctx: AppContext,
  orderId: string,
  state: CheckoutState,
  position: string | null,
): Promise<OrderOutcome> {
  const plan = state.plan;
  if (!plan || state.outcome?.status !== 'completed') throw new AppError('ORDER.NOT_FOUND', 'Order not found', 404);
  const readModels = new Set(['credits']);
  for (const line of plan.lines) for (const m of ctx.orderLines.get(line.type)?.readModels ?? []) readModels.add(m);
  // The next payment dialog offers the card just saved.
  if (state.cardStored) readModels.add('stored-cards').add('payment-methods');
  await ctx.projections.waitFor(position, [...readModels]);
  return {
    orderId,
    plan,
    fulfilled: plan.lines.map((line, i) => ({ type: line.type, reference: state.fulfilled[i] ?? null })),
    paymentId: state.charged?.paymentId ?? null,
    processor: state.charged?.processor ?? null,
    amountChargedCents: state.charged?.amountCents ?? 0,
    remainingCredits: plan.userId ? await creditTenderOf(ctx).remaining(ctx, plan.userId) : 0,
    cardOnFile: state.cardStored ? { brand: state.cardStored.brand, last4: state.cardStored.last4 } : null,
    replayed: false,
  };
}

/** The first line of a type and what it became (e.g. the booking an order sold). */
export function fulfilledOf(outcome: OrderOutcome, type: string): string | null {
  return outcome.fulfilled.find((f) => f.type === type)?.reference ?? null;
}
