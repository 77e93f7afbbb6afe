import type { AppContext } from '../../app-context';
import { portOf } from './ports';
import type { EventMetadata } from '../../eventstore/types';

/**
 * How the paid order pays with a gift card, as the area that keeps gift cards provides it (a module's
 * `giftCardTender`): the order reads a card's balance, redeems part of it and gives it back when the
 * order is undone. Checkout knows no more of gift cards than this.
 */
export interface GiftCardTender {
  /** The card by its code as typed, or null when there is none. */
  load(ctx: AppContext, code: string): Promise<{ code: string; balanceCents: number } | null>;
  redeem(
    ctx: AppContext,
    args: { code: string; redemptionId: string; amountCents: number; userId: string | null },
    meta?: Partial<EventMetadata>,
  ): Promise<unknown>;
  reverse(
    ctx: AppContext,
    args: { code: string; redemptionId: string; reason: string; reversedTotalCents?: number },
    meta?: Partial<EventMetadata>,
  ): Promise<unknown>;
}

/** The registered gift card tender (registerModules sets it); none means the product sells no gift cards. */
export function giftCardTenderOf(ctx: AppContext): GiftCardTender {
  return portOf(ctx, 'giftCardTender', 'a gift card tender');
}
