import { Router } from 'express';
import '../workers/payments/payment-jobs';
import { adminOffersRoutes } from '../api/routes/admin-offers.routes';
import { checkoutRoutes } from '../api/routes/checkout.routes';
import { couponsRoutes } from '../api/routes/coupons.routes';
import { creditsRoutes } from '../api/routes/credits.routes';
import { extensionPaymentRoutes } from '../api/routes/extension-payment.routes';
import { giftCardsRoutes } from '../api/routes/gift-cards.routes';
import { offersRoutes } from '../api/routes/offers.routes';
import { paymentConfigRoutes } from '../api/routes/payment-config.routes';
import { expireHold } from '../commands/checkout/expire-hold.command';
import { seedOffers } from '../commands/offers/offer.commands';
import '../commands/checkout/booking-route-checkout';
import { couponsProjection } from '../projections/coupons/coupons.projection';
import { creditsProjection } from '../projections/credits/credits.projection';
import { giftCardDeliveryReactor, giftCardsProjection } from '../projections/gift-cards/gift-cards.projection';
import { offersProjection } from '../projections/offers/offers.projection';
import { paymentsProjection } from '../projections/payments/payments.projection';
import { deliverGiftCard } from '../workers/payments/gift-card-delivery.worker';
import { paymentsReactor } from '../workers/payments/payments.reactor';
import { sendReceipt } from '../workers/payments/receipt.worker';
import { payRefund, recordRefundFailure } from '../workers/payments/refund.worker';
import type { AppModule } from './module';

/** Issue 5: card payments, checkout, credits, offers, coupons, gift cards, refunds. */
export const paymentsModule: AppModule = {
  name: 'payments',
  projections: (ctx) => [
    creditsProjection,
    couponsProjection,
    giftCardsProjection,
    offersProjection,
    paymentsProjection,
    giftCardDeliveryReactor(ctx),
    paymentsReactor(ctx),
  ],
  registerJobs(ctx) {
    ctx.jobs.register(
      'bookings.hold-expiry',
      async ({ bookingId }) => {
        await expireHold(ctx, bookingId);
      },
      { attempts: 10, backoffMs: 15000 },
    );
    ctx.jobs.register('payments.refund', (payload) => payRefund(ctx, payload), {
      attempts: 8,
      backoffMs: 2000,
      onFinalFailure: (payload, error) => recordRefundFailure(ctx, payload, error),
    });
    ctx.jobs.register('payments.receipt', (payload) => sendReceipt(ctx, payload), { attempts: 6, backoffMs: 2000 });
    ctx.jobs.register('giftcards.deliver', (payload, job) => deliverGiftCard(ctx, payload, job), {
      attempts: 6,
      backoffMs: 5000,
    });
  },
  routes(ctx) {
    const router = Router();
    router.use(paymentConfigRoutes(ctx));
    router.use(creditsRoutes(ctx));
    router.use(offersRoutes(ctx));
    router.use(adminOffersRoutes(ctx));
    router.use(couponsRoutes(ctx));
    router.use(giftCardsRoutes(ctx));
    router.use(checkoutRoutes(ctx));
    router.use(extensionPaymentRoutes(ctx));
    return router;
  },
  seed: (ctx) => seedOffers(ctx),
};
