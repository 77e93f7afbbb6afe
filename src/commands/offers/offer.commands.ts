import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import {
  CreditOfferDefined,
  creditOfferStream,
  promotionalOfferStream,
  PromotionalOfferDefined,
} from '../../domain/offers/offer.events';
import { promotionalOfferDecider, type PromotionalOfferState } from '../../domain/offers/promotional-offer.decider';
import { WrongExpectedVersionError, type Actor } from '../../eventstore/types';
import { AppError, NotFoundError } from '../../lib/errors';
import { grantCredits } from '../credits/credits.commands';
import { handleCommand, loadState } from '../handle-command';
import { chargeCard, stableId } from '../payments/charge-card';

export type CreditOffer = z.output<typeof CreditOfferDefined.schema>;

export async function defineCreditOffer(
  ctx: AppContext,
  offer: z.input<typeof CreditOfferDefined.schema>,
  actor: Actor = 'system',
  expected: 'any' | 'no_stream' = 'any',
) {
  return ctx.store.append(
    creditOfferStream(offer.offerId),
    [CreditOfferDefined.create(offer, { actor, occurredAt: ctx.now().toISOString() })],
    { expected },
  );
}

/** The offer as last defined (from its stream, the authority on price). */
export async function loadCreditOffer(ctx: AppContext, offerId: string): Promise<CreditOffer | null> {
  let offer: CreditOffer | null = null;
  for await (const e of ctx.store.read(creditOfferStream(offerId))) offer = e.data as CreditOffer;
  return offer;
}

/** The offer a booking's addCreditOffer buys: the first active one (the one the modal presents). */
export async function currentCreditOffer(ctx: AppContext): Promise<CreditOffer | null> {
  const row = await ctx
    .knex('credit_offers')
    .where({ is_active: true })
    .orderBy([{ column: 'sort_order' }, { column: 'price_cents' }])
    .first('id');
  const offer = row ? await loadCreditOffer(ctx, row.id) : null;
  return offer?.isActive ? offer : null;
}

export function definePromotionalOffer(
  ctx: AppContext,
  offer: z.input<typeof PromotionalOfferDefined.schema>,
  actor: Actor = 'system',
) {
  return handleCommand(
    { store: ctx.store, metadata: { actor, occurredAt: ctx.now().toISOString() } },
    promotionalOfferStream(offer.offerId),
    promotionalOfferDecider,
    { type: 'DefinePromotionalOffer', ...PromotionalOfferDefined.schema.parse(offer) },
  );
}

export async function loadPromotionalOffer(ctx: AppContext, offerId: string): Promise<PromotionalOfferState> {
  return (
    await loadState(
      ctx.store,
      promotionalOfferStream(offerId),
      promotionalOfferDecider.evolve,
      promotionalOfferDecider.initialState(),
    )
  ).state;
}

/**
 * Reserve one of the user's allowed purchases, charge the card (key from the purchase), then grant
 * the credits; a decline releases the reservation so the limit is not used up.
 */
export async function purchasePromotionalOffer(
  ctx: AppContext,
  args: { offerId: string; userId: string; sourceId: string; idempotencyKey?: string },
  actor: Actor,
) {
  const purchaseId = stableId('promo', args.offerId, args.userId, args.idempotencyKey ?? args.sourceId);
  const meta = { store: ctx.store, metadata: { actor, occurredAt: ctx.now().toISOString() } };
  const stream = promotionalOfferStream(args.offerId);
  const reserved = await handleCommand(meta, stream, promotionalOfferDecider, {
    type: 'ReservePurchase',
    offerId: args.offerId,
    purchaseId,
    userId: args.userId,
  });
  const purchase = reserved.state.purchases[purchaseId];
  if (!reserved.state.offer) throw new NotFoundError('Offer not found');
  if (purchase.status === 'purchased')
    return { purchaseId, creditsGranted: purchase.creditsGranted, replayed: true, position: reserved.position };
  if (purchase.userId !== args.userId) throw new AppError('OFFER.KEY_REUSED', 'This payment was already used.', 409);
  let paymentId: string | null = null;
  try {
    if (purchase.priceCents > 0) {
      const charged = await chargeCard(ctx, {
        amountCents: purchase.priceCents,
        sourceToken: args.sourceId,
        idempotencyKey: `promo-${purchaseId}`,
        metadata: { offerId: args.offerId, purchaseId },
        note: reserved.state.offer.name,
      });
      paymentId = charged.paymentId;
    }
  } catch (error) {
    await handleCommand(meta, stream, promotionalOfferDecider, {
      type: 'ReleasePurchase',
      offerId: args.offerId,
      purchaseId,
      reason: (error as Error).message,
    });
    throw error;
  }
  if (purchase.creditsGranted > 0) {
    await grantCredits(
      ctx,
      {
        userId: args.userId,
        bucket: 'general',
        amount: purchase.creditsGranted,
        reason: `Purchased ${reserved.state.offer.name}`,
        operationId: `promo-${purchaseId}`,
      },
      { actor },
    );
  }
  const done = await handleCommand(meta, stream, promotionalOfferDecider, {
    type: 'CompletePurchase',
    offerId: args.offerId,
    purchaseId,
    paymentId,
  });
  return { purchaseId, creditsGranted: purchase.creditsGranted, replayed: false, position: done.position };
}

export const SEEDED_CREDIT_OFFER_ID = 'single-credit';

/** Seeds the special credit offer (1 credit for 18.00, normally 30.00) once. */
export async function seedOffers(ctx: AppContext): Promise<void> {
  try {
    await defineCreditOffer(
      ctx,
      {
        offerId: SEEDED_CREDIT_OFFER_ID,
        name: '1 Credit Special',
        credits: 1,
        priceCents: 1800,
        regularPriceCents: 3000,
        isActive: true,
        sortOrder: 0,
      },
      'system',
      'no_stream',
    );
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
  }
  const promo = 'five-hour-bundle';
  const existing = await loadPromotionalOffer(ctx, promo);
  if (!existing.offer) {
    await definePromotionalOffer(ctx, {
      offerId: promo,
      name: '5-Hour Bundle',
      description: 'Five credits (five bay hours) at a one-time introductory price.',
      discountPercentage: 29,
      creditsGranted: 5,
      offerPriceCents: 12500,
      regularPriceCents: 17500,
      maxPurchasesPerUser: 1,
      isActive: true,
    });
  }
}
