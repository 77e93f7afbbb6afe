import type { AppContext } from '../../app-context';
import {
  GiftCardPurchaseCompleted,
  GiftCardPurchaseFailed,
  GiftCardPurchaseStarted,
  giftCardPurchaseStream,
} from '../../domain/gift-cards/gift-card.events';
import { WrongExpectedVersionError, type Actor } from '../../eventstore/types';
import { AppError, ConflictError, PaymentDeclinedError } from '../../lib/errors';
import { chargeCard, stableId } from '../payments/charge-card';
import { newGiftCardCode, runGiftCard } from './gift-card.commands';
import { paymentServices } from '../../integrations/payment-services';

export interface GiftCardPurchase {
  amountCents: number;
  recipientName: string;
  recipientEmail: string | null;
  recipientPhone: string | null;
  senderName: string;
  senderEmail: string | null;
  personalMessage: string | null;
  deliveryMethod: 'email' | 'pickup' | 'sms';
  deliveryDate: string | null;
  sourceId: string;
  /** Client idempotency key; otherwise the single-use card token identifies the purchase. */
  idempotencyKey?: string;
}

type Outcome = {
  code: string;
  amountCents: number;
  paymentId: string;
  deliveryMethod: GiftCardPurchase['deliveryMethod'];
  replayed: boolean;
};

/**
 * Reserve the purchase (one per key), charge the card with a key derived from it, then issue the
 * card. A repeat of the same purchase answers with the first card instead of charging again.
 */
export async function purchaseGiftCard(ctx: AppContext, input: GiftCardPurchase, actor: Actor): Promise<Outcome> {
  const purchaserUserId = actor === 'system' || actor.userId === 'anonymous' ? null : actor.userId;
  const purchaseId = stableId('gift-card-purchase', input.idempotencyKey ?? input.sourceId);
  const stream = giftCardPurchaseStream(purchaseId);
  let code = newGiftCardCode();
  const processor = await paymentServices(ctx).activeProcessorName();
  const metadata = { actor, occurredAt: ctx.now().toISOString() };
  try {
    await ctx.store.append(
      stream,
      [GiftCardPurchaseStarted.create({ purchaseId, code, amountCents: input.amountCents, processor }, metadata)],
      {
        expected: 'no_stream',
      },
    );
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    return replay(ctx, stream, input);
  }

  let charged;
  try {
    charged = await chargeCard(ctx, {
      amountCents: input.amountCents,
      sourceToken: input.sourceId,
      idempotencyKey: `giftcard-${purchaseId}`,
      metadata: { purchaseId, kind: 'gift_card' },
      note: `Gift card for ${input.recipientName}`,
      processor,
    });
  } catch (error) {
    if (error instanceof AppError) {
      await ctx.store.append(
        stream,
        [GiftCardPurchaseFailed.create({ purchaseId, reason: error.message, code: error.code }, metadata)],
        { expected: 0n },
      );
    }
    throw error;
  }
  const issue = (cardCode: string) =>
    runGiftCard(
      ctx,
      {
        type: 'IssueGiftCard',
        code: cardCode,
        amountCents: input.amountCents,
        purchaseId,
        paymentId: charged.paymentId,
        processor: charged.processor,
        purchaserUserId,
        recipientName: input.recipientName,
        recipientEmail: input.recipientEmail,
        recipientPhone: input.recipientPhone,
        senderName: input.senderName,
        senderEmail: input.senderEmail,
        personalMessage: input.personalMessage,
        deliveryMethod: input.deliveryMethod,
        deliveryDate: input.deliveryDate,
      },
      { actor },
    );
  try {
    // A taken code (31^16 codes: practically never) gets a fresh one.
    for (let attempt = 0; ; attempt++) {
      try {
        await issue(code);
        break;
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'GIFT_CARD.CODE_TAKEN') || attempt >= 3) throw error;
        code = newGiftCardCode();
      }
    }
  } catch (error) {
    // Paid but not issued: give the money back rather than keep it for nothing.
    await paymentServices(ctx)
      .processor(charged.processor)
      .refund({
        paymentId: charged.paymentId,
        amountCents: charged.amountCents,
        idempotencyKey: `void-giftcard-${purchaseId}`,
        reason: 'Gift card not issued',
      });
    await ctx.store.append(
      stream,
      [
        GiftCardPurchaseFailed.create(
          { purchaseId, reason: 'Gift card could not be issued', code: 'GIFT_CARD.NOT_ISSUED' },
          metadata,
        ),
      ],
      { expected: 'any' },
    );
    throw error;
  }
  const done = await ctx.store.append(
    stream,
    [GiftCardPurchaseCompleted.create({ purchaseId, code, paymentId: charged.paymentId }, metadata)],
    {
      expected: 0n,
    },
  );
  await ctx.projections.waitFor(done.position, ['gift-cards']);
  return {
    code,
    amountCents: input.amountCents,
    paymentId: charged.paymentId,
    deliveryMethod: input.deliveryMethod,
    replayed: false,
  };
}

async function replay(ctx: AppContext, stream: string, input: GiftCardPurchase): Promise<Outcome> {
  let started: { code: string; amountCents: number } | undefined;
  for await (const event of ctx.store.read(stream)) {
    const data = event.data as { code: string; amountCents: number; paymentId: string; reason: string };
    if (event.type === 'GiftCardPurchaseStarted') started = { code: data.code, amountCents: data.amountCents };
    if (event.type === 'GiftCardPurchaseFailed') throw new PaymentDeclinedError(data.reason, data.code);
    if (event.type === 'GiftCardPurchaseCompleted') {
      if (started && started.amountCents !== input.amountCents) {
        throw new ConflictError(
          'This payment was already used for a different gift card purchase.',
          'PAYMENT.KEY_REUSED',
        );
      }
      return {
        code: data.code,
        amountCents: started!.amountCents,
        paymentId: data.paymentId,
        deliveryMethod: input.deliveryMethod,
        replayed: true,
      };
    }
  }
  throw new ConflictError('This purchase is already being processed. Please wait a moment.', 'PAYMENT.IN_PROGRESS');
}
