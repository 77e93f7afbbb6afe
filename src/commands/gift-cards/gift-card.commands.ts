import { randomInt } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { giftCardDecider, type GiftCardCommand, type GiftCardState } from '../../domain/gift-cards/gift-card.decider';
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  giftCardStream,
  normalizeGiftCardCode,
} from '../../domain/gift-cards/gift-card.events';
import type { Actor } from '../../eventstore/types';
import { appCommandContext, currentState, handleCommand } from '../handle-command';

type Meta = { actor?: Actor; correlationId?: string };

export function runGiftCard(ctx: AppContext, command: GiftCardCommand, meta: Meta = {}) {
  return handleCommand(
    appCommandContext(ctx, meta),
    giftCardStream(ctx.config.VENUE_ID, command.code),
    giftCardDecider,
    command,
  );
}

export function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)];
  return code;
}

export async function loadGiftCard(ctx: AppContext, rawCode: string): Promise<GiftCardState> {
  const code = normalizeGiftCardCode(rawCode);
  if (!/^[A-Z0-9]{1,20}$/.test(code)) return { status: 'none' };
  return currentState(ctx.store, giftCardStream(ctx.config.VENUE_ID, code), giftCardDecider);
}

/** Idempotent by redemptionId (the booking id). */
export function redeemGiftCard(
  ctx: AppContext,
  args: { code: string; redemptionId: string; amountCents: number; userId: string | null },
  meta?: Meta,
) {
  return runGiftCard(ctx, { type: 'RedeemGiftCard', ...args, code: normalizeGiftCardCode(args.code) }, meta);
}

/** Gives a redemption back to the card (all of what is left of it unless amountCents says less). */
export function reverseGiftCardRedemption(
  ctx: AppContext,
  args: { code: string; redemptionId: string; reason: string; amountCents?: number; reversedTotalCents?: number },
  meta?: Meta,
) {
  return runGiftCard(ctx, { type: 'ReverseGiftCardRedemption', ...args, code: normalizeGiftCardCode(args.code) }, meta);
}
