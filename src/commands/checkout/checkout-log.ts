import type { AppContext } from '../../app-context';
import {
  checkoutStream,
  evolveCheckout,
  initialCheckout,
  type CheckoutEvent,
  type CheckoutState,
} from '../../domain/checkout/checkout.events';
import type { Actor, NewEvent } from '../../eventstore/types';

/** The checkout process's own stream: what it planned and how far it got. */
export async function loadCheckout(ctx: AppContext, bookingId: string): Promise<CheckoutState> {
  let state = initialCheckout();
  for await (const event of ctx.store.read(checkoutStream(bookingId))) {
    state = { ...evolveCheckout(state, event as unknown as CheckoutEvent), revision: BigInt(event.revision) };
  }
  return state;
}

export async function appendCheckout(ctx: AppContext, bookingId: string, event: NewEvent, actor: Actor = 'system') {
  return ctx.store.append(
    checkoutStream(bookingId),
    [{ ...event, metadata: { actor, occurredAt: ctx.now().toISOString(), ...event.metadata } }],
    {
      expected: 'exists',
    },
  );
}
