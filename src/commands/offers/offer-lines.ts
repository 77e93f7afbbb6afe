import type { z } from 'zod';
import { creditOfferLineInput, promotionalOfferLineInput } from '../../contracts/checkout';
import { promotionalOfferStream } from '../../domain/offers/offer.events';
import { promotionalOfferDecider } from '../../domain/offers/promotional-offer.decider';
import { AppError, NotFoundError } from '../../lib/errors';
import { lineData, type LineRun, type OrderLineType } from '../checkout';
import { grantCredits } from '../credits';
import { appCommandContext, handleCommand } from '../handle-command';
import type { AppContext } from '../../app-context';
import type { PromotionalOfferCommand } from '../../domain/offers/promotional-offer.decider';
import { currentCreditOffer, loadCreditOffer, loadPromotionalOffer } from './offer.commands';

const signedIn = (userId: string | null) => {
  if (!userId) throw new AppError('BOOKING.UNAUTHENTICATED', 'Please log in to buy credits.', 401);
  return userId;
};

interface CreditOfferData {
  offerId: string;
  credits: number;
  priceCents: number;
}

/** Credits at the offer's price, granted into the general bucket once paid. */
export const creditOfferLine: OrderLineType<z.infer<typeof creditOfferLineInput>> = {
  type: 'credit-offer',
  input: creditOfferLineInput,
  readModels: ['credits'],
  async price(ctx, input, buyer) {
    signedIn(buyer.userId);
    const offer = input.offerId ? await loadCreditOffer(ctx, input.offerId) : await currentCreditOffer(ctx);
    if (!offer?.isActive) throw new AppError('OFFER.UNAVAILABLE', 'The credit offer is no longer available.', 409);
    const data: CreditOfferData = { offerId: offer.offerId, credits: offer.credits, priceCents: offer.priceCents };
    return {
      type: 'credit-offer',
      label: `${offer.credits} credit${offer.credits === 1 ? '' : 's'} (special offer)`,
      amountCents: offer.priceCents,
      data: { ...data },
      creditHours: 0,
      couponEligible: false,
      chargeMetadata: { creditOfferId: offer.offerId },
    };
  },
  async fulfil(ctx, line, run) {
    const d = lineData<CreditOfferData>(line);
    await grantCredits(
      ctx,
      {
        userId: signedIn(run.userId),
        bucket: 'general',
        amount: d.credits,
        reason: 'Credit offer purchased',
        operationId: `offer-${run.orderId}`,
      },
      { actor: run.actor },
    );
    return { reference: null };
  },
};

interface PromoData {
  offerId: string;
  creditsGranted: number;
}

function promo(ctx: AppContext, run: LineRun, command: PromotionalOfferCommand) {
  const stream = promotionalOfferStream(ctx.config.VENUE_ID, command.offerId);
  return handleCommand(appCommandContext(ctx, { actor: run.actor }), stream, promotionalOfferDecider, command);
}

/** A bundle of credits with a per-customer limit: one purchase is reserved before the card is charged. */
export const promotionalOfferLine: OrderLineType<z.infer<typeof promotionalOfferLineInput>> = {
  type: 'promotional-offer',
  input: promotionalOfferLineInput,
  readModels: ['offers', 'credits'],
  async price(ctx, input, buyer) {
    signedIn(buyer.userId);
    const { offer } = await loadPromotionalOffer(ctx, input.offerId);
    if (!offer) throw new NotFoundError('Offer not found');
    if (!offer.isActive) throw new AppError('OFFER.INACTIVE', 'This offer is no longer available.', 409);
    const data: PromoData = { offerId: offer.offerId, creditsGranted: offer.creditsGranted };
    return {
      type: 'promotional-offer',
      label: offer.name,
      amountCents: offer.offerPriceCents,
      data: { ...data },
      creditHours: 0,
      couponEligible: false,
      chargeMetadata: { offerId: offer.offerId },
    };
  },
  async hold(ctx, line, run) {
    const { offerId } = lineData<PromoData>(line);
    await promo(ctx, run, { type: 'ReservePurchase', offerId, purchaseId: run.orderId, userId: signedIn(run.userId) });
    return run.orderId;
  },
  async fulfil(ctx, line, run, payment) {
    const d = lineData<PromoData>(line);
    if (d.creditsGranted > 0) {
      const reason = `Purchased ${line.label}`;
      const args = { userId: signedIn(run.userId), bucket: 'general' as const, amount: d.creditsGranted, reason };
      await grantCredits(ctx, { ...args, operationId: `promo-${run.orderId}` }, { actor: run.actor });
    }
    const done = await promo(ctx, run, {
      type: 'CompletePurchase',
      offerId: d.offerId,
      purchaseId: run.orderId,
      paymentId: payment.paymentId,
    });
    return { reference: run.orderId, position: done.position };
  },
  async undo(ctx, line, run, reason) {
    const { offerId } = lineData<PromoData>(line);
    await promo(ctx, run, { type: 'ReleasePurchase', offerId, purchaseId: run.orderId, reason });
  },
};
