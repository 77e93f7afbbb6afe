import { Router } from 'express';
import { checkoutRoutes } from '../api/routes/checkout/checkout.routes';
import { checkoutApi } from '../api/routes/checkout/checkout.openapi';
import { ordersRoutes } from '../api/routes/checkout/orders.routes';
import { checkoutDescribers } from '../commands/checkout/checkout.describers';
import { expireHold } from '../commands/checkout/expire-hold.command';
import { settleChargedOrderSoon } from '../commands/checkout/settle-charged.command';
import { sweepExpiredOrders } from '../commands/checkout/sweep-orders.command';
import * as checkoutEvents from '../domain/checkout/checkout.events';
import { definitionsIn } from '../eventstore/events';
import { checkoutSettleReactor } from '../workers/checkout/checkout-settle.reactor';
import { job, type AppModule } from './module';

/** The paid order: quote, hold, pay (credits, gift card, coupon, card), fulfil or undo, settle. */
export const checkoutModule: AppModule = {
  name: 'checkout',
  auditDescribers: [checkoutDescribers],
  openapi: checkoutApi,
  events: definitionsIn(checkoutEvents),
  projections: (ctx) => [checkoutSettleReactor(ctx)],
  jobs: (ctx) => [
    job('bookings.hold-expiry', async ({ bookingId }) => void (await expireHold(ctx, bookingId)), {
      attempts: 10,
      backoffMs: 15000,
    }),
    job('checkout.settle', async ({ orderId }) => void (await expireHold(ctx, orderId)), {
      attempts: 10,
      backoffMs: 15000,
    }),
    job('checkout.settle-now', async ({ orderId }) => void (await settleChargedOrderSoon(ctx, orderId)), {
      attempts: 8,
      backoffMs: 5000,
    }),
    job('checkout.sweep', async () => void (await sweepExpiredOrders(ctx)), { attempts: 1 }),
  ],
  schedules: () => [{ id: 'checkout-sweep', every: { everyMs: 60_000 }, job: { name: 'checkout.sweep', payload: {} } }],
  routes(ctx) {
    const router = Router();
    router.use(checkoutRoutes(ctx));
    router.use(ordersRoutes(ctx));
    return router;
  },
};
