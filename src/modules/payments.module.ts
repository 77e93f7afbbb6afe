import { Router } from 'express';
import { cardsOnFileRoutes } from '../api/routes/payments/cards-on-file.routes';
import { paymentConfigRoutes } from '../api/routes/payments/payment-config.routes';
import { devCardTwinRoutes } from '../api/routes/payments/dev-card-twin.routes';
import { providerWebhookRoutes } from '../api/routes/payments/provider-webhooks.routes';
import { authenticationReturnRoutes } from '../api/routes/payments/authentication-return.routes';
import { devProviderEventRoutes } from '../api/routes/payments/dev-provider-events.routes';
import * as providerNotices from '../domain/payments/provider-notices';
import * as m1220 from '../../migrations/1220_provider_money';
import * as m1230 from '../../migrations/1230_payment_approvals';
import * as paymentApprovals from '../domain/payments/payment-approvals';
import { paymentApprovalsProjection } from '../projections/payments/payment-approvals.projection';
import { cardDisputesProjection, providerPayoutsProjection } from '../projections/payments/provider-money.projection';
import { storedCardsProjection } from '../projections/payments/stored-cards.projection';
import { paymentMethodsProjection } from '../projections/payments/payment-methods.projection';
import * as cardsOnFile from '../domain/payments/cards-on-file';
import * as paymentSettings from '../domain/payments/payment-settings';
import { definitionsIn } from '../eventstore/events';
import type { AppModule } from './module';
import { paymentsApi } from '../api/routes/payments/payments.openapi';
import * as m0300 from '../../migrations/0300_card_twin';
import * as m0305 from '../../migrations/0305_payments';
import * as m0402 from '../../migrations/0402_cards_on_file';
import * as m1184 from '../../migrations/1184_payment_methods';
import { cardTestingAlert, failedRefundsAlert, openDisputesAlert } from '../projections/payments/payments.alerts';

/** Card payments: processors, the payment settings, cards on file and saved payment methods. */
export const paymentsModule: AppModule = {
  name: 'payments',
  alerts: [openDisputesAlert, failedRefundsAlert, cardTestingAlert],
  migrations: [
    ['0300_card_twin', m0300],
    ['0305_payments', m0305],
    ['0402_cards_on_file', m0402],
    ['1184_payment_methods', m1184],
    ['1220_provider_money', m1220],
    ['1230_payment_approvals', m1230],
  ],
  openapi: paymentsApi,
  events: definitionsIn(paymentSettings, cardsOnFile, providerNotices, paymentApprovals),
  projections: () => [
    storedCardsProjection,
    paymentMethodsProjection,
    cardDisputesProjection,
    providerPayoutsProjection,
    paymentApprovalsProjection,
  ],
  routes(ctx) {
    const router = Router();
    router.use(paymentConfigRoutes(ctx));
    if (ctx.config.DEV_TOOLS) router.use(devCardTwinRoutes(ctx), devProviderEventRoutes(ctx));
    router.use(cardsOnFileRoutes(ctx));
    router.use(providerWebhookRoutes(ctx));
    router.use(authenticationReturnRoutes());
    return router;
  },
};
