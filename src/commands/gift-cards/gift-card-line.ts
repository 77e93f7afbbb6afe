import type { z } from 'zod';
import { giftCardLineInput } from '../../contracts/checkout';
import { AppError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { lineData, type OrderLineType } from '../checkout';
import { loadGiftCard, newGiftCardCode, runGiftCard } from './gift-card.commands';

const MIN_CENTS = 1000;
const MAX_CENTS = 100000;

interface GiftCardLineData {
  code: string;
  amountCents: number;
  recipientName: string;
  recipientEmail: string | null;
  recipientPhone: string | null;
  senderName: string;
  senderEmail: string | null;
  personalMessage: string | null;
  deliveryMethod: 'email' | 'pickup' | 'sms';
  deliveryDate: string | null;
}

/** A gift card: its code is chosen when priced, and the card is issued with it once paid. */
export const giftCardLine: OrderLineType<z.infer<typeof giftCardLineInput>> = {
  type: 'gift-card',
  input: giftCardLineInput,
  readModels: ['gift-cards'],
  async price(_ctx, input) {
    const amountCents = Math.round(input.amount * 100);
    if (amountCents < MIN_CENTS)
      throw new AppError(
        'GIFT_CARD.INVALID_AMOUNT',
        `Gift card amount must be at least ${formatMoney(MIN_CENTS)}`,
        400,
      );
    if (amountCents > MAX_CENTS)
      throw new AppError(
        'GIFT_CARD.INVALID_AMOUNT',
        `Gift card amount cannot be more than ${formatMoney(MAX_CENTS)}`,
        400,
      );
    const data: GiftCardLineData = {
      code: newGiftCardCode(),
      amountCents,
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail ?? null,
      recipientPhone: input.recipientPhone ?? null,
      senderName: input.senderName,
      senderEmail: input.senderEmail ?? null,
      personalMessage: input.message ?? null,
      deliveryMethod: input.deliveryMethod,
      deliveryDate: input.deliveryDate ?? null,
    };
    return {
      type: 'gift-card',
      label: `Gift card for ${input.recipientName}`,
      amountCents,
      data: { ...data },
      creditHours: 0,
      couponEligible: false,
      chargeMetadata: { kind: 'gift_card' },
    };
  },
  async fulfil(ctx, line, run, payment) {
    const d = lineData<GiftCardLineData>(line);
    try {
      await runGiftCard(
        ctx,
        {
          type: 'IssueGiftCard',
          ...d,
          purchaseId: run.orderId,
          paymentId: payment.paymentId,
          processor: payment.processor,
          purchaserUserId: run.userId,
          reason: null,
        },
        { actor: run.actor },
      );
    } catch (error) {
      // Issued already by an earlier run of this order: done. Taken by another order: this one fails.
      const card = await loadGiftCard(ctx, d.code);
      if (!(card.status !== 'none' && card.card.purchaseId === run.orderId)) throw error;
    }
    return { reference: d.code };
  },
};
