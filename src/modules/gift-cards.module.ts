import type {} from '../workers/gift-cards/gift-card-jobs';
import { giftCardsRoutes } from '../api/routes/gift-cards/gift-cards.routes';
import { giftCardsApi } from '../api/routes/gift-cards/gift-cards.openapi';
import { giftCardDescribers } from '../commands/gift-cards/gift-card.describers';
import { giftCardAuditSubject } from '../commands/gift-cards/gift-card.audit';
import { giftCardLine } from '../commands/gift-cards/gift-card-line';
import { giftCardTender } from '../commands/gift-cards/gift-card-tender';
import * as giftCardEvents from '../domain/gift-cards/gift-card.events';
import { definitionsIn } from '../eventstore/events';
import { giftCardsProjection } from '../projections/gift-cards/gift-cards.projection';
import { giftCardDeliveryReactor } from '../workers/gift-cards/gift-card-delivery.reactor';
import {
  deliverDueGiftCards,
  deliverGiftCard,
  recordGiftCardDeliveryFailure,
} from '../workers/gift-cards/gift-card-delivery.worker';
import { job, type AppModule } from './module';
import * as m0303 from '../../migrations/0303_gift_cards';
import * as m0603 from '../../migrations/0603_gift_card_admin';

/** Gift cards: sale (an order line), delivery on a date, balance, the order's gift card tender, admin adjustments. */
export const giftCardsModule: AppModule = {
  name: 'gift-cards',
  migrations: [
    ['0303_gift_cards', m0303],
    ['0603_gift_card_admin', m0603],
  ],
  auditDescribers: [giftCardDescribers],
  auditSubjects: [giftCardAuditSubject],
  openapi: giftCardsApi,
  events: definitionsIn(giftCardEvents),
  projections: (ctx) => [giftCardsProjection, giftCardDeliveryReactor(ctx)],
  jobs: (ctx) => [
    job('giftcards.deliver', async (payload) => void (await deliverGiftCard(ctx, payload)), {
      attempts: 6,
      backoffMs: 5000,
      onFinalFailure: (payload, error) => recordGiftCardDeliveryFailure(ctx, payload, error),
    }),
    job('giftcards.deliver-due', async () => void (await deliverDueGiftCards(ctx)), { attempts: 1 }),
  ],
  schedules: () => [
    {
      id: 'giftcards-deliver-due',
      every: { everyMs: 15 * 60_000 },
      job: { name: 'giftcards.deliver-due', payload: {} },
    },
  ],
  orderLines: () => [giftCardLine],
  giftCardTender,
  routes: (ctx) => giftCardsRoutes(ctx),
};
