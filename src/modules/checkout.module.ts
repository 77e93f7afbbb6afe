import { Router } from 'express';
import type {} from '../workers/checkout/payment-jobs';
import type {} from '../workers/checkout/notice-jobs';
import { checkoutRoutes } from '../api/routes/checkout/checkout.routes';
import { checkoutApi } from '../api/routes/checkout/checkout.openapi';
import { ordersRoutes } from '../api/routes/checkout/orders.routes';
import { paymentApprovalRoutes } from '../api/routes/checkout/payment-approvals.routes';
import { checkoutDescribers } from '../commands/checkout/checkout.describers';
import { expireHold } from '../commands/checkout/expire-hold.command';
import { settleChargedOrderSoon } from '../commands/checkout/settle-charged.command';
import { sweepExpiredOrders } from '../commands/checkout/sweep-orders.command';
import * as checkoutEvents from '../domain/checkout/checkout.events';
import { definitionsIn } from '../eventstore/events';
import { paymentsProjection } from '../projections/checkout/payments.projection';
import { checkoutSettleReactor } from '../workers/checkout/checkout-settle.reactor';
import { paymentsReactor } from '../workers/checkout/payments.reactor';
import { sendReceipt } from '../workers/checkout/receipt.worker';
import { noticesReactor } from '../workers/checkout/notices.reactor';
import { markBooking, providerMarksReactor } from '../workers/checkout/provider-marks.reactor';
import { sendNotice } from '../workers/checkout/notice.worker';
import { payRefund, recordRefundFailure } from '../workers/checkout/refund.worker';
import { job, type AppModule } from './module';
import * as m0306 from '../../migrations/0306_payments_ledger';
import * as m0602 from '../../migrations/0602_receipt_emails';
import * as m1183 from '../../migrations/1183_customer_notices';

/** The paid order: quote, hold, pay (credits, gift card, coupon, card), fulfil or undo, settle; refunds, receipts and notices. */
export const checkoutModule: AppModule = {
  name: 'checkout',
  migrations: [
    ['0306_payments_ledger', m0306],
    ['0602_receipt_emails', m0602],
    ['1183_customer_notices', m1183],
  ],
  auditDescribers: [checkoutDescribers],
  openapi: checkoutApi,
  events: definitionsIn(checkoutEvents),
  projections: (ctx) => [
    paymentsProjection,
    paymentsReactor(ctx),
    checkoutSettleReactor(ctx),
    noticesReactor(ctx),
    providerMarksReactor(ctx),
  ],
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
    job('payments.refund', (payload) => payRefund(ctx, payload), {
      attempts: 8,
      backoffMs: 2000,
      onFinalFailure: (payload, error) => recordRefundFailure(ctx, payload, error),
    }),
    job('payments.receipt', (payload, info) => sendReceipt(ctx, payload, info), { attempts: 6, backoffMs: 2000 }),
    job('payments.notice', (payload) => sendNotice(ctx, payload), { attempts: 6, backoffMs: 2000 }),
    job('payments.provider-mark', (payload) => markBooking(ctx, payload), { attempts: 6, backoffMs: 2000 }),
  ],
  schedules: () => [{ id: 'checkout-sweep', every: { everyMs: 60_000 }, job: { name: 'checkout.sweep', payload: {} } }],
  routes(ctx) {
    const router = Router();
    router.use(checkoutRoutes(ctx));
    router.use(ordersRoutes(ctx));
    router.use(paymentApprovalRoutes(ctx));
    return router;
  },
};
