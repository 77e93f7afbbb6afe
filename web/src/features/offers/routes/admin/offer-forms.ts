import type { FieldErrors } from '@/components/admin/settings-form';
import type { CreditOffer, PromoOffer } from '@/features/offers/api/offers';
import { saveCreditOffer, savePromoOffer } from '@/features/offers/api/save-offer';

/** One field of an offer's form: text, a number, or a dollar amount (amounts in a row side by side). */
export interface OfferField<K extends string> {
  key: K;
  label: string;
  kind?: 'number' | 'money';
  step?: number;
  min?: number;
  hint?: string;
}

/** What differs between the kinds of offer: their words, fields, checks and save. */
export interface OfferForm<T, K extends string> {
  /** The new dialog's title is "New <noun>". */
  noun: string;
  /** The toast says "<savedNoun> Saved" or "<savedNoun> Created". */
  savedNoun: string;
  fields: OfferField<K>[];
  values: (offer: T | null) => Record<K, string>;
  validate: (values: Record<K, string>) => FieldErrors;
  save: (offer: T | null, values: Record<K, string>) => Promise<unknown>;
}

const halfSteps = (s: string, min: number) => s.trim() !== '' && Number(s) >= min && Number.isInteger(Number(s) * 2);

/** The checks both kinds make: a name, credits in half steps from `minCredits`, an offer price not above the regular. */
function offerErrors(
  v: { name: string; regularPrice: string },
  credits: { key: string; value: string; min: number },
  price: { key: string; value: string },
): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.name.trim()) errors.name = 'Offer name is required';
  if (!halfSteps(credits.value, credits.min)) errors[credits.key] = 'Credits come in half steps';
  if (!price.value) errors[price.key] = 'Prices are dollar amounts like 18.00';
  if (!v.regularPrice) errors.regularPrice = 'Prices are dollar amounts like 18.00';
  else if (price.value && Number(price.value) > Number(v.regularPrice))
    errors[price.key] = 'The offer price cannot be above the regular price';
  return errors;
}

type PromoKey = 'name' | 'description' | 'creditsGranted' | 'offerPrice' | 'regularPrice' | 'maxPurchasesPerUser';

export const PROMO_OFFER_FORM: OfferForm<PromoOffer, PromoKey> = {
  noun: 'Promotional Offer',
  savedNoun: 'Offer',
  fields: [
    { key: 'name', label: 'Offer name' },
    { key: 'description', label: 'Description' },
    { key: 'creditsGranted', label: 'Credits granted', kind: 'number', step: 0.5, min: 0 },
    { key: 'offerPrice', label: 'Offer price', kind: 'money' },
    { key: 'regularPrice', label: 'Regular price', kind: 'money' },
    {
      key: 'maxPurchasesPerUser',
      label: 'Max purchases per customer',
      kind: 'number',
      min: 1,
      hint: 'Empty: no limit.',
    },
  ],
  values: (offer) => ({
    name: offer?.name ?? '',
    description: offer?.description ?? '',
    creditsGranted: offer ? String(offer.creditsGranted) : '',
    offerPrice: offer?.offerPrice ?? '',
    regularPrice: offer?.regularPrice ?? '',
    maxPurchasesPerUser: offer?.maxPurchasesPerUser ? String(offer.maxPurchasesPerUser) : '',
  }),
  validate: (v) =>
    offerErrors(
      v,
      { key: 'creditsGranted', value: v.creditsGranted, min: 0 },
      { key: 'offerPrice', value: v.offerPrice },
    ),
  save: (offer, v) =>
    savePromoOffer({
      id: offer?.id ?? null,
      offer: {
        name: v.name.trim(),
        description: v.description.trim() || null,
        creditsGranted: Number(v.creditsGranted),
        offerPrice: v.offerPrice,
        regularPrice: v.regularPrice,
        maxPurchasesPerUser: v.maxPurchasesPerUser ? Number(v.maxPurchasesPerUser) : null,
        isActive: offer?.isActive ?? true,
      },
    }),
};

type CreditKey = 'name' | 'credits' | 'price' | 'regularPrice' | 'sortOrder';

export const CREDIT_OFFER_FORM: OfferForm<CreditOffer, CreditKey> = {
  noun: 'Credit Offer',
  savedNoun: 'Credit Offer',
  fields: [
    { key: 'name', label: 'Offer name' },
    { key: 'credits', label: 'Credits', kind: 'number', step: 0.5, min: 0.5 },
    { key: 'price', label: 'Price', kind: 'money' },
    { key: 'regularPrice', label: 'Regular price', kind: 'money' },
    { key: 'sortOrder', label: 'Sort order', kind: 'number' },
  ],
  values: (offer) => ({
    name: offer?.name ?? '',
    credits: offer ? String(offer.credits) : '',
    price: offer?.price ?? '',
    regularPrice: offer?.regularPrice ?? '',
    sortOrder: String(offer?.sortOrder ?? 0),
  }),
  validate: (v) => offerErrors(v, { key: 'credits', value: v.credits, min: 0.5 }, { key: 'price', value: v.price }),
  save: (offer, v) =>
    saveCreditOffer({
      id: offer?.id ?? null,
      offer: {
        name: v.name.trim(),
        credits: Number(v.credits),
        price: v.price,
        regularPrice: v.regularPrice,
        sortOrder: Number(v.sortOrder) || 0,
        isActive: offer?.isActive ?? true,
      },
    }),
};
