import { giftCardTender } from '../commands/gift-cards/gift-card-tender';
import { Router } from 'express';
import type {} from '../workers/payments/payment-jobs';
import type {} from '../workers/payments/notice-jobs';
import { adminOffersRoutes } from '../api/routes/offers/admin-offers.routes';
import { cardsOnFileRoutes } from '../api/routes/payments/cards-on-file.routes';
import { checkoutRoutes } from '../api/routes/checkout/checkout.routes';
import { couponsRoutes } from '../api/routes/coupons/coupons.routes';
import { creditsRoutes } from '../api/routes/credits/credits.routes';
import { extensionPaymentRoutes } from '../api/routes/bookings/extension-payment.routes';
import { giftCardsRoutes } from '../api/routes/gift-cards/gift-cards.routes';
import { offersRoutes } from '../api/routes/offers/offers.routes';
import { ordersRoutes } from '../api/routes/checkout/orders.routes';
import { paymentConfigRoutes } from '../api/routes/payments/payment-config.routes';
import { devCardTwinRoutes } from '../api/routes/payments/dev-card-twin.routes';
import { expireHold } from '../commands/checkout/expire-hold.command';
import { settleChargedOrderSoon } from '../commands/checkout/settle-charged.command';
import { sweepExpiredOrders } from '../commands/checkout/sweep-orders.command';
import { giftCardLine } from '../commands/gift-cards/gift-card-line';
import { creditOfferLine, promotionalOfferLine } from '../commands/offers/offer-lines';
import { seedOffers } from '../commands/offers/offer.commands';
import { couponsProjection } from '../projections/coupons/coupons.projection';
import { creditsProjection } from '../projections/credits/credits.projection';
import { giftCardsProjection } from '../projections/gift-cards/gift-cards.projection';
import { giftCardDeliveryReactor } from '../workers/gift-cards/gift-card-delivery.reactor';
import { offersProjection } from '../projections/offers/offers.projection';
import { paymentsProjection } from '../projections/payments/payments.projection';
import { storedCardsProjection } from '../projections/payments/stored-cards.projection';
import { paymentMethodsProjection } from '../projections/payments/payment-methods.projection';
import { checkoutSettleReactor } from '../workers/checkout/checkout-settle.reactor';
import {
  deliverDueGiftCards,
  deliverGiftCard,
  recordGiftCardDeliveryFailure,
} from '../workers/gift-cards/gift-card-delivery.worker';
import { paymentsReactor } from '../workers/payments/payments.reactor';
import { sendReceipt } from '../workers/payments/receipt.worker';
import { noticesReactor } from '../workers/payments/notices.reactor';
import { sendNotice } from '../workers/payments/notice.worker';
import { payRefund, recordRefundFailure } from '../workers/payments/refund.worker';
import * as checkoutEvents from '../domain/checkout/checkout.events';
import * as couponEvents from '../domain/coupons/coupon.events';
import * as creditEvents from '../domain/credits/credits.events';
import * as giftCardEvents from '../domain/gift-cards/gift-card.events';
import * as offerEvents from '../domain/offers/offer.events';
import * as cardsOnFile from '../domain/payments/cards-on-file';
import * as paymentSettings from '../domain/payments/payment-settings';
import { definitionsIn } from '../eventstore/events';
import { job, type AppModule } from './module';
import { paymentsApi } from '../api/routes/payments/payments.openapi';
import * as m0300 from '../../migrations/0300_card_twin';
import * as m0301 from '../../migrations/0301_credits';
import * as m0302 from '../../migrations/0302_coupons';
import * as m0303 from '../../migrations/0303_gift_cards';
import * as m0304 from '../../migrations/0304_offers';
import * as m0305 from '../../migrations/0305_payments';
import * as m0306 from '../../migrations/0306_payments_ledger';
import * as m0402 from '../../migrations/0402_cards_on_file';
import * as m0602 from '../../migrations/0602_receipt_emails';
import * as m0603 from '../../migrations/0603_gift_card_admin';
import * as m0911 from '../../migrations/0911_credit_ledger_running_balance';
import * as m1183 from '../../migrations/1183_customer_notices';
import * as m1184 from '../../migrations/1184_payment_methods';
import { checkoutDescribers } from '../commands/checkout/checkout.describers';
import { couponDescribers } from '../commands/coupons/coupon.describers';
import { creditsDescribers } from '../commands/credits/credits.describers';
import { giftCardDescribers } from '../commands/gift-cards/gift-card.describers';
import { cardTestingAlert, failedRefundsAlert } from '../projections/payments/payments.alerts';
import { creditsAccountSection } from '../projections/credits/credits.account';
import { couponAuditSubject } from '../commands/coupons/coupon.audit';
import { creditsAuditSubject } from '../commands/credits/credits.audit';
import { giftCardAuditSubject } from '../commands/gift-cards/gift-card.audit';

/** Card payments, the paid order, credits, offers, coupons, gift cards, refunds and receipts. */
export const paymentsModule: AppModule = {
  name: 'payments',
  accountSections: [creditsAccountSection],
  alerts: [failedRefundsAlert, cardTestingAlert],
  migrations: [
    ['0300_card_twin', m0300],
    ['0301_credits', m0301],
    ['0302_coupons', m0302],
    ['0303_gift_cards', m0303],
    ['0304_offers', m0304],
    ['0305_payments', m0305],
    ['0306_payments_ledger', m0306],
    ['0402_cards_on_file', m0402],
    ['0602_receipt_emails', m0602],
    ['0603_gift_card_admin', m0603],
    ['0911_credit_ledger_running_balance', m0911],
    ['1183_customer_notices', m1183],
    ['1184_payment_methods', m1184],
  ],
  auditDescribers: [checkoutDescribers, creditsDescribers, giftCardDescribers, couponDescribers],
  auditSubjects: [creditsAuditSubject, giftCardAuditSubject, couponAuditSubject],
  openapi: paymentsApi,
  events: definitionsIn(
    checkoutEvents,
    creditEvents,
    couponEvents,
    giftCardEvents,
    offerEvents,
    paymentSettings,
    cardsOnFile,
  ),
  projections: (ctx) => [
    creditsProjection,
    couponsProjection,
    giftCardsProjection,
    offersProjection,
    paymentsProjection,
    storedCardsProjection,
    paymentMethodsProjection,
    giftCardDeliveryReactor(ctx),
    paymentsReactor(ctx),
    checkoutSettleReactor(ctx),
    noticesReactor(ctx),
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
    job('giftcards.deliver', async (payload) => void (await deliverGiftCard(ctx, payload)), {
      attempts: 6,
      backoffMs: 5000,
      onFinalFailure: (payload, error) => recordGiftCardDeliveryFailure(ctx, payload, error),
    }),
    job('giftcards.deliver-due', async () => void (await deliverDueGiftCards(ctx)), { attempts: 1 }),
  ],
  schedules: () => [
    { id: 'checkout-sweep', every: { everyMs: 60_000 }, job: { name: 'checkout.sweep', payload: {} } },
    {
      id: 'giftcards-deliver-due',
      every: { everyMs: 15 * 60_000 },
      job: { name: 'giftcards.deliver-due', payload: {} },
    },
  ],
  orderLines: () => [creditOfferLine, promotionalOfferLine, giftCardLine],
  giftCardTender,
  routes(ctx) {
    const router = Router();
    router.use(paymentConfigRoutes(ctx));
    if (ctx.config.DEV_TOOLS) router.use(devCardTwinRoutes(ctx));
    router.use(creditsRoutes(ctx));
    router.use(offersRoutes(ctx));
    router.use(adminOffersRoutes(ctx));
    router.use(couponsRoutes(ctx));
    router.use(giftCardsRoutes(ctx));
    router.use(checkoutRoutes(ctx));
    router.use(ordersRoutes(ctx));
    router.use(extensionPaymentRoutes(ctx));
    router.use(cardsOnFileRoutes(ctx));
    return router;
  },
  seed: (ctx) => seedOffers(ctx),
};
