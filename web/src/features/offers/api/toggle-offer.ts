import { useAction } from '@/lib/use-action';
import { saveCreditOffer, savePromoOffer } from './save-offer';
import {
  CREDIT_OFFERS_KEY,
  PROMO_OFFERS_KEY,
  creditBody,
  promoBody,
  type CreditOffer,
  type PromoOffer,
} from './offers';

const toggled = {
  success: (_r: unknown, o: { isActive: boolean }) => ({
    title: o.isActive ? 'Offer Deactivated' : 'Offer Activated',
  }),
  failure: 'That did not work',
};

/** Puts a promotional offer on or off sale (a PUT of all its terms) and reads the list again. */
export function useTogglePromoOffer() {
  return useAction(
    `${PROMO_OFFERS_KEY}#toggle`,
    (o: PromoOffer) => savePromoOffer({ id: o.id, offer: { ...promoBody(o), isActive: !o.isActive } }),
    { ...toggled, revalidate: [PROMO_OFFERS_KEY] },
  );
}

/** Puts a credit offer on or off sale (a PUT of all its terms) and reads the list again. */
export function useToggleCreditOffer() {
  return useAction(
    `${CREDIT_OFFERS_KEY}#toggle`,
    (o: CreditOffer) => saveCreditOffer({ id: o.id, offer: { ...creditBody(o), isActive: !o.isActive } }),
    { ...toggled, revalidate: [CREDIT_OFFERS_KEY] },
  );
}
