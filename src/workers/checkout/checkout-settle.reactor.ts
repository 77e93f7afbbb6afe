import type { AppContext } from '../../app-context';
import { PENDING_HOLD_MS } from '../../commands/checkout/hold';
import type { Projection } from '../../projections/projection';
import { defineReactor } from '../reactor';

/** Grace after the hold window, so an order finishing on the last second is not raced. */
const SETTLE_GRACE_MS = 5000;

/**
 * Every started order gets a settle job at the end of its hold window: whatever died mid-way (the
 * request, the process, the provider's answer) is rolled forward or undone then. A finished order's
 * job does nothing.
 */
export function checkoutSettleReactor(ctx: AppContext): Projection {
  return defineReactor({
    name: 'checkout-settle-reactor',
    eventTypes: ['CheckoutStarted'],
    jobs: ctx.jobs,
    async handle(event, reactor) {
      const { bookingId: orderId, startedAt } = event.data as { bookingId: string; startedAt: string };
      const delayMs = Math.max(0, Date.parse(startedAt) + PENDING_HOLD_MS + SETTLE_GRACE_MS - ctx.now().getTime());
      await reactor.enqueue('checkout.settle', { orderId }, { delayMs });
    },
  });
}
