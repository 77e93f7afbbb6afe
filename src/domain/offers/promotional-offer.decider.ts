import { AppError, NotFoundError } from '../../lib/errors';
import type { Decider } from '../decider';
import {
  PromotionalOfferDefined,
  PromotionalOfferPurchased,
  PromotionalOfferPurchaseReleased,
  PromotionalOfferPurchaseReserved,
  type PromotionalOfferEventLike,
} from './offer.events';

type Definition = Extract<PromotionalOfferEventLike, { type: 'PromotionalOfferDefined' }>['data'];
type Purchase = {
  userId: string;
  status: 'reserved' | 'purchased' | 'released';
  priceCents: number;
  creditsGranted: number;
};

export type PromotionalOfferState = { offer: Definition | null; purchases: Record<string, Purchase> };

export type PromotionalOfferCommand =
  | ({ type: 'DefinePromotionalOffer' } & Definition)
  | { type: 'ReservePurchase'; offerId: string; purchaseId: string; userId: string }
  | { type: 'CompletePurchase'; offerId: string; purchaseId: string; paymentId: string | null }
  | { type: 'ReleasePurchase'; offerId: string; purchaseId: string; reason: string };

export const promotionalOfferDecider: Decider<
  PromotionalOfferState,
  PromotionalOfferCommand,
  PromotionalOfferEventLike
> = {
  initialState: () => ({ offer: null, purchases: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'PromotionalOfferDefined':
        return { ...state, offer: event.data };
      case 'PromotionalOfferPurchaseReserved':
        return {
          ...state,
          purchases: { ...state.purchases, [event.data.purchaseId]: { ...event.data, status: 'reserved' } },
        };
      case 'PromotionalOfferPurchased':
      case 'PromotionalOfferPurchaseReleased': {
        const p = state.purchases[event.data.purchaseId];
        if (!p) return state;
        const status = event.type === 'PromotionalOfferPurchased' ? 'purchased' : 'released';
        return { ...state, purchases: { ...state.purchases, [event.data.purchaseId]: { ...p, status } } };
      }
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
  decide(command, state) {
    if (command.type === 'DefinePromotionalOffer') {
      const { type: _t, ...data } = command;
      return [PromotionalOfferDefined.create(data)];
    }
    if (!state.offer) throw new NotFoundError('Offer not found', 'OFFER.NOT_FOUND');
    const purchase = state.purchases[command.purchaseId];
    switch (command.type) {
      case 'ReservePurchase': {
        if (purchase) return [];
        if (!state.offer.isActive) throw new AppError('OFFER.INACTIVE', 'This offer is no longer available.', 409);
        const max = state.offer.maxPurchasesPerUser;
        const used = Object.values(state.purchases).filter(
          (p) => p.userId === command.userId && p.status !== 'released',
        ).length;
        if (max !== null && used >= max) {
          throw new AppError(
            'OFFER.LIMIT_REACHED',
            `This offer is limited to ${max} purchase${max === 1 ? '' : 's'} per customer.`,
            409,
          );
        }
        return [
          PromotionalOfferPurchaseReserved.create({
            offerId: command.offerId,
            purchaseId: command.purchaseId,
            userId: command.userId,
            priceCents: state.offer.offerPriceCents,
            creditsGranted: state.offer.creditsGranted,
          }),
        ];
      }
      case 'CompletePurchase':
        if (!purchase || purchase.status !== 'reserved') return [];
        return [
          PromotionalOfferPurchased.create({
            offerId: command.offerId,
            purchaseId: command.purchaseId,
            userId: purchase.userId,
            paymentId: command.paymentId,
          }),
        ];
      case 'ReleasePurchase':
        if (!purchase || purchase.status !== 'reserved') return [];
        return [
          PromotionalOfferPurchaseReleased.create({
            offerId: command.offerId,
            purchaseId: command.purchaseId,
            reason: command.reason,
          }),
        ];
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};
