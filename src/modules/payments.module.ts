import { Router } from 'express';
import type {} from '../workers/payments/payment-jobs';
import type {} from '../workers/payments/notice-jobs';
import { cardsOnFileRoutes } from '../api/routes/payments/cards-on-file.routes';
import { paymentConfigRoutes } from '../api/routes/payments/payment-config.routes';
import { devCardTwinRoutes } from '../api/routes/payments/dev-card-twin.routes';
import { paymentsProjection } from '../projections/payments/payments.projection';
import { storedCardsProjection } from '../projections/payments/stored-cards.projection';
import { paymentMethodsProjection } from '../projections/payments/payment-methods.projection';
import { paymentsReactor } from '../workers/payments/payments.reactor';
import { sendReceipt } from '../workers/payments/receipt.worker';
import { noticesReactor } from '../workers/payments/notices.reactor';
import { sendNotice } from '../workers/payments/notice.worker';
import { payRefund, recordRefundFailure } from '../workers/payments/refund.worker';
import * as cardsOnFile from '../domain/payments/cards-on-file';
import * as paymentSettings from '../domain/payments/payment-settings';
import { definitionsIn } from '../eventstore/events';
import { job, type AppModule } from './module';
import { paymentsApi } from '../api/routes/payments/payments.openapi';
import * as m0300 from '../../migrations/0300_card_twin';
import * as m0305 from '../../migrations/0305_payments';
import * as m0306 from '../../migrations/0306_payments_ledger';
import * as m0402 from '../../migrations/0402_cards_on_file';
import * as m0602 from '../../migrations/0602_receipt_emails';
import * as m1183 from '../../migrations/1183_customer_notices';
import * as m1184 from '../../migrations/1184_payment_methods';
import { cardTestingAlert, failedRefundsAlert } from '../projections/payments/payments.alerts';

/** Card payments: processors, the payment settings, cards on file, refunds and receipts. */
export const paymentsModule: AppModule = {
  name: 'payments',
  alerts: [failedRefundsAlert, cardTestingAlert],
  migrations: [
    ['0300_card_twin', m0300],
    ['0305_payments', m0305],
    ['0306_payments_ledger', m0306],
    ['0402_cards_on_file', m0402],
    ['0602_receipt_emails', m0602],
    ['1183_customer_notices', m1183],
    ['1184_payment_methods', m1184],
  ],
  openapi: paymentsApi,
  events: definitionsIn(paymentSettings, cardsOnFile),
  projections: (ctx) => [
    paymentsProjection,
    storedCardsProjection,
    paymentMethodsProjection,
    paymentsReactor(ctx),
    noticesReactor(ctx),
  ],
  jobs: (ctx) => [
    job('payments.refund', (payload) => payRefund(ctx, payload), {
      attempts: 8,
      backoffMs: 2000,
      onFinalFailure: (payload, error) => recordRefundFailure(ctx, payload, error),
    }),
    job('payments.receipt', (payload, info) => sendReceipt(ctx, payload, info), { attempts: 6, backoffMs: 2000 }),
    job('payments.notice', (payload) => sendNotice(ctx, payload), { attempts: 6, backoffMs: 2000 }),
  ],
  routes(ctx) {
    const router = Router();
    router.use(paymentConfigRoutes(ctx));
    if (ctx.config.DEV_TOOLS) router.use(devCardTwinRoutes(ctx));
    router.use(cardsOnFileRoutes(ctx));
    return router;
  },
};
