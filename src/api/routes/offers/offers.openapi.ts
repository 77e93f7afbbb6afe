import { z } from 'zod';
import { contractOf } from '../../../contracts/contract-of';
import { creditOfferView, offerPurchased, promotionalOfferView } from '../../../contracts/offers/offer-answers';
import type { listCreditOffers, listPromotionalOffers } from '../../../projections/offers/offers.projection';
import type { ApiDescription } from '../../openapi/api-description';

const creditOffers = contractOf<Awaited<ReturnType<typeof listCreditOffers>>>()(z.array(creditOfferView));
const promotions = contractOf<Awaited<ReturnType<typeof listPromotionalOffers>>>()(z.array(promotionalOfferView));

/** The offers module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const offersApi: ApiDescription = {
  'GET /credit-offers': { schema: creditOffers, summary: 'Credit packs on sale' },
  'GET /promotional-offers': { schema: promotions, summary: 'Promotional offers on sale' },
  'POST /promotional-offers/:id/purchase': {
    schema: offerPurchased,
    status: 201,
    alsoAnswers: { 200: { description: 'The same purchase replayed', schema: offerPurchased } },
    summary: 'Buy a promotional offer',
  },
  'GET /admin/credit-offers': { schema: creditOffers, summary: 'Every credit pack' },
  'POST /admin/credit-offers': { schema: creditOfferView, summary: 'Create a credit pack', status: 201 },
  'PUT /admin/credit-offers/:id': { schema: creditOfferView, summary: 'Change a credit pack' },
  'GET /admin/promotional-offers': { schema: promotions, summary: 'Every promotional offer' },
  'POST /admin/promotional-offers': {
    schema: promotionalOfferView,
    summary: 'Create a promotional offer',
    status: 201,
  },
  'PUT /admin/promotional-offers/:id': { schema: promotionalOfferView, summary: 'Change a promotional offer' },
};
