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
import { currentState, handleCommand } from '../handle-command';

export type CreditOffer = z.output<typeof CreditOfferDefined.schema>;

export async function defineCreditOffer(
  ctx: AppContext,
  offer: z.input<typeof CreditOfferDefined.schema>,
  actor: Actor = 'system',
  expected: 'any' | 'no_stream' = 'any',
) {
  return ctx.store.append(
    creditOfferStream(ctx.config.VENUE_ID, offer.offerId),
    [CreditOfferDefined.create(offer, { actor, occurredAt: ctx.now().toISOString() })],
    { expected },
  );
}

/** The offer as last defined (from its stream, the authority on price). */
export async function loadCreditOffer(ctx: AppContext, offerId: string): Promise<CreditOffer | null> {
  let offer: CreditOffer | null = null;
  for await (const e of ctx.store.read(creditOfferStream(ctx.config.VENUE_ID, offerId))) offer = e.data as CreditOffer;
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
    promotionalOfferStream(ctx.config.VENUE_ID, offer.offerId),
    promotionalOfferDecider,
    { type: 'DefinePromotionalOffer', ...PromotionalOfferDefined.schema.parse(offer) },
  );
}

export async function loadPromotionalOffer(ctx: AppContext, offerId: string): Promise<PromotionalOfferState> {
  return currentState(ctx.store, promotionalOfferStream(ctx.config.VENUE_ID, offerId), promotionalOfferDecider);
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
