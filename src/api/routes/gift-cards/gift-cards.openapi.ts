import { contractOf } from '../../../contracts/contract-of';
import {
  giftCardBalance,
  giftCardBought,
  giftCardHistoryView,
  giftCardsPage,
} from '../../../contracts/gift-cards/gift-card-answers';
import type { giftCardHistory, listGiftCards } from '../../../projections/gift-cards/gift-cards.queries';
import type { ApiDescription } from '../../openapi/api-description';

const card = contractOf<NonNullable<Awaited<ReturnType<typeof giftCardHistory>>>>()(giftCardHistoryView);

/** The gift-cards module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const giftCardsApi: ApiDescription = {
  'POST /gift-cards/purchase': {
    schema: giftCardBought,
    summary: 'Buy a gift card',
    response: 'The gift card bought and its receipt (201 when new, 200 when the same request is replayed)',
    status: 201,
    alsoAnswers: {
      200: { description: 'The same request replayed: the gift card it already bought', schema: giftCardBought },
    },
    errors: [402],
  },
  'GET /gift-cards/check/:code': {
    schema: giftCardBalance,
    summary: "A gift card's balance",
    response: "The card's balance and status",
  },
  'GET /admin/gift-cards': {
    schema: contractOf<Awaited<ReturnType<typeof listGiftCards>>>()(giftCardsPage),
    summary: 'Gift cards, paged and searchable',
    response: 'Page of gift cards: { items, total, nextCursor }',
  },
  'GET /admin/gift-cards/:code': {
    schema: card,
    summary: 'One gift card with its movements',
    response: 'The card with every movement',
  },
  'POST /admin/gift-cards': {
    schema: card,
    summary: 'Issue a gift card without payment, with a reason',
    status: 201,
  },
  'POST /admin/gift-cards/:code/adjust': { schema: card, summary: "Adjust a gift card's balance, with a reason" },
  'POST /admin/gift-cards/:code/void': { schema: card, summary: 'Void a gift card, with a reason' },
};
