import { api } from '@/lib/api-client';
import { CREDIT_OFFERS_KEY, PROMO_OFFERS_KEY, type CreditOfferBody, type PromoOfferBody } from './offers';

/*
 * The offer dialogs' settings forms show the busy state, the toasts and the server's field errors;
 * these only send.
 */

/** PUT /api/admin/promotional-offers/:id, or POST /api/admin/promotional-offers without an id. */
export function savePromoOffer({ id, offer }: { id: string | null; offer: PromoOfferBody }): Promise<unknown> {
  return id ? api.put(`${PROMO_OFFERS_KEY}/${id}`, offer) : api.post(PROMO_OFFERS_KEY, offer);
}

/** PUT /api/admin/credit-offers/:id, or POST /api/admin/credit-offers without an id. */
export function saveCreditOffer({ id, offer }: { id: string | null; offer: CreditOfferBody }): Promise<unknown> {
  return id ? api.put(`${CREDIT_OFFERS_KEY}/${id}`, offer) : api.post(CREDIT_OFFERS_KEY, offer);
}
