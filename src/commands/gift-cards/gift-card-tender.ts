import type { GiftCardTender } from '../checkout';
import { loadGiftCard, redeemGiftCard, reverseGiftCardRedemption } from './gift-card.commands';

/** Gift cards as the paid order's tender (the gift-cards module provides it). */
export const giftCardTender: GiftCardTender = {
  async load(ctx, code) {
    const card = await loadGiftCard(ctx, code);
    return card.status === 'none' ? null : { code: card.card.code, balanceCents: card.balanceCents };
  },
  redeem: (ctx, args, meta) => redeemGiftCard(ctx, args, meta),
  reverse: (ctx, args, meta) => reverseGiftCardRedemption(ctx, args, meta),
};
