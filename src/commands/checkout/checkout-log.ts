import type { AppContext } from '../../app-context';
import { checkoutStream, type CheckoutEventLike } from '../../domain/checkout/checkout.events';
import { evolveCheckout, initialCheckout, type CheckoutState } from '../../domain/checkout/checkout.process';
import type { Actor, ExpectedRevision, NewEvent } from '../../eventstore/types';

/** The order's own stream: what it planned and how far it got. */
export async function loadCheckout(ctx: AppContext, orderId: string): Promise<CheckoutState> {
  let state = initialCheckout();
  for await (const event of ctx.store.read(checkoutStream(ctx.config.VENUE_ID, orderId))) {
    state = { ...evolveCheckout(state, event as unknown as CheckoutEventLike), revision: BigInt(event.revision) };
  }
  return state;
}

/**
 * Records a step of the order. With `expected` set to the revision the step was decided on, two runs
 * of the same order (the request and a recovery job) never both record the same step.
 */
export async function appendCheckout(
  ctx: AppContext,
  orderId: string,
  event: NewEvent,
  actor: Actor = 'system',
  expected: ExpectedRevision = 'exists',
) {
  return ctx.store.append(
    checkoutStream(ctx.config.VENUE_ID, orderId),
    [{ ...event, metadata: { actor, occurredAt: ctx.now().toISOString(), ...event.metadata } }],
    { expected },
  );
}
