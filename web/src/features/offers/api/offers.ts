import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { PromotionalOffer } from '@/lib/payments/offers';

/** The admin's view of a promotional offer: what customers see, and its state. */
export interface PromoOffer extends PromotionalOffer {
  isActive: boolean;
  purchaseCount?: number;
}
export interface CreditOffer {
  id: string;
  name: string;
  credits: number;
  price: string;
  regularPrice: string;
  discountPercentage: number;
  isActive: boolean;
  sortOrder?: number;
}

export const PROMO_OFFERS_KEY = '/api/admin/promotional-offers';
export const CREDIT_OFFERS_KEY = '/api/admin/credit-offers';

/** What a PUT of a promotional offer sends (its terms and whether it is on sale). */
export const promoBody = (o: PromoOffer) => ({
  name: o.name,
  description: o.description,
  creditsGranted: o.creditsGranted,
  offerPrice: o.offerPrice,
  regularPrice: o.regularPrice,
  maxPurchasesPerUser: o.maxPurchasesPerUser,
  isActive: o.isActive,
});
/** What a PUT of a credit offer sends. */
export const creditBody = (o: CreditOffer) => ({
  name: o.name,
  credits: o.credits,
  price: o.price,
  regularPrice: o.regularPrice,
  isActive: o.isActive,
  sortOrder: o.sortOrder ?? 0,
});

export type PromoOfferBody = ReturnType<typeof promoBody>;
export type CreditOfferBody = ReturnType<typeof creditBody>;

/** Every promotional offer, with its purchases. */
export function usePromoOffers() {
  return useSWR(PROMO_OFFERS_KEY, (k: string) => api.get<PromoOffer[]>(k));
}

/** Every credit offer. */
export function useCreditOffers() {
  return useSWR(CREDIT_OFFERS_KEY, (k: string) => api.get<CreditOffer[]>(k));
}
