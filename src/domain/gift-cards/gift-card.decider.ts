import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import type { Decider } from '../decider';
import {
  GiftCardAdjusted,
  GiftCardVoided,
  GiftCardIssued,
  GiftCardRedeemed,
  GiftCardRedemptionReversed,
  type GiftCardEventLike,
} from './gift-card.events';

type Issued = GiftCardEventLike & { type: 'GiftCardIssued' };

export type GiftCardState =
  | { status: 'none' }
  | {
      status: 'active';
      card: Issued['data'];
      balanceCents: number;
      redemptions: Record<string, { amountCents: number; reversedCents: number }>;
      /** Voided by an admin: no balance, never usable again. */
      voided: boolean;
    };

export type GiftCardCommand =
  | ({ type: 'IssueGiftCard' } & Issued['data'])
  | { type: 'RedeemGiftCard'; code: string; redemptionId: string; amountCents: number; userId: string | null }
  | {
      type: 'ReverseGiftCardRedemption';
      code: string;
      redemptionId: string;
      reason: string;
      amountCents?: number;
      /** Reverse until this much of the redemption is back (a retried refund gives nothing twice). */
      reversedTotalCents?: number;
    }
  | { type: 'AdjustGiftCard'; code: string; amountCents: number; reason: string }
  | { type: 'VoidGiftCard'; code: string; reason: string };

export const giftCardDecider: Decider<GiftCardState, GiftCardCommand, GiftCardEventLike> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'GiftCardIssued':
        return {
          status: 'active',
          card: event.data,
          balanceCents: event.data.amountCents,
          redemptions: {},
          voided: false,
        };
      case 'GiftCardAdjusted':
        if (state.status === 'none') return state;
        return { ...state, balanceCents: state.balanceCents + event.data.amountCents };
      case 'GiftCardVoided':
        if (state.status === 'none') return state;
        return { ...state, balanceCents: 0, voided: true };
      case 'GiftCardRedeemed':
        if (state.status === 'none') return state;
        return {
          ...state,
          balanceCents: state.balanceCents - event.data.amountCents,
          redemptions: {
            ...state.redemptions,
            [event.data.redemptionId]: { amountCents: event.data.amountCents, reversedCents: 0 },
          },
        };
      case 'GiftCardRedemptionReversed': {
        if (state.status === 'none') return state;
        const r = state.redemptions[event.data.redemptionId];
        return {
          ...state,
          balanceCents: state.balanceCents + event.data.amountCents,
          redemptions: r
            ? {
                ...state.redemptions,
                [event.data.redemptionId]: { ...r, reversedCents: r.reversedCents + event.data.amountCents },
              }
            : state.redemptions,
        };
      }
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'IssueGiftCard': {
        if (state.status !== 'none') throw new ConflictError('This gift card code is taken', 'GIFT_CARD.CODE_TAKEN');
        const { type: _t, ...data } = command;
        return [GiftCardIssued.create(data)];
      }
      case 'RedeemGiftCard': {
        if (state.status === 'none') throw new NotFoundError('Gift card not found', 'GIFT_CARD.NOT_FOUND');
        if (state.redemptions[command.redemptionId]) return [];
        if (state.voided) throw new ConflictError('This gift card is no longer valid.', 'GIFT_CARD.VOIDED');
        if (!(command.amountCents > 0))
          throw new AppError('GIFT_CARD.INVALID_AMOUNT', 'The gift card amount must be positive.', 400);
        if (command.amountCents > state.balanceCents) {
          throw new AppError(
            'GIFT_CARD.INSUFFICIENT_BALANCE',
            'The gift card balance has changed. Please check the card again.',
            409,
          );
        }
        return [
          GiftCardRedeemed.create({
            code: command.code,
            redemptionId: command.redemptionId,
            amountCents: command.amountCents,
            userId: command.userId,
          }),
        ];
      }
      case 'ReverseGiftCardRedemption': {
        if (state.status === 'none') return [];
        const r = state.redemptions[command.redemptionId];
        const left = r ? r.amountCents - r.reversedCents : 0;
        const wanted =
          command.reversedTotalCents !== undefined
            ? command.reversedTotalCents - (r?.reversedCents ?? 0)
            : (command.amountCents ?? left);
        const amountCents = Math.min(left, wanted);
        if (amountCents <= 0) return [];
        return [
          GiftCardRedemptionReversed.create({
            code: command.code,
            redemptionId: command.redemptionId,
            amountCents,
            reason: command.reason,
          }),
        ];
      }
      case 'AdjustGiftCard': {
        if (state.status === 'none') throw new NotFoundError('Gift card not found', 'GIFT_CARD.NOT_FOUND');
        if (state.voided)
          throw new ConflictError('This gift card is voided and cannot be adjusted.', 'GIFT_CARD.VOIDED');
        if (!Number.isInteger(command.amountCents) || command.amountCents === 0)
          throw new AppError('GIFT_CARD.INVALID_AMOUNT', 'Enter an amount to add or take off, other than $0.00.', 400);
        if (state.balanceCents + command.amountCents < 0)
          throw new ConflictError('The adjustment would take the balance below $0.00.', 'GIFT_CARD.BALANCE_BELOW_ZERO');
        return [
          GiftCardAdjusted.create({ code: command.code, amountCents: command.amountCents, reason: command.reason }),
        ];
      }
      case 'VoidGiftCard': {
        if (state.status === 'none') throw new NotFoundError('Gift card not found', 'GIFT_CARD.NOT_FOUND');
        if (state.voided) return [];
        return [
          GiftCardVoided.create({ code: command.code, reason: command.reason, balanceCents: state.balanceCents }),
        ];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};
