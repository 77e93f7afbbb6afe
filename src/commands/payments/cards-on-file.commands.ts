import type { AppContext } from '../../app-context';
import {
  CardOnFileMadeDefault,
  CardOnFileRemoved,
  CardOnFileSaved,
  cardsOnFileStream,
} from '../../domain/payments/cards-on-file';
import type { Actor } from '../../eventstore/types';
import {
  CardProviderRejectedError,
  CardProviderUnavailableError,
  type ProcessorName,
  type StoredCard,
} from '../../integrations/card-processor';
import { AppError, NotFoundError } from '../../lib/errors';
import { processorCustomerOf } from '../../projections/payments/processor-customers.queries';
import { PAYMENT_METHODS_PROJECTION } from '../../projections/payments/payment-methods.projection';
import {
  cardOnFile,
  paymentMethod,
  paymentMethods,
  type PaymentMethod,
} from '../../projections/payments/stored-cards.queries';
import { PaymentUnavailableError, stableId } from './charge-card';

const CARD_MODELS = ['stored-cards', PAYMENT_METHODS_PROJECTION];

/**
 * Takes one of an account's cards off file (the default one when no card is named): first at the
 * provider (so it can no longer be charged), then here. A provider that no longer knows the card
 * (already removed there) does not stop it. Removing the default card makes the newest other card
 * the default, or leaves none.
 */
export async function removeCardOnFile(ctx: AppContext, userId: string, actor: Actor, cardId?: string): Promise<void> {
  const card = cardId ? await paymentMethod(ctx.knex, userId, cardId) : await cardOnFile(ctx.knex, userId);
  if (!card)
    throw new NotFoundError(cardId ? 'Card not found.' : 'You have no card on file.', 'PAYMENT.NO_CARD_ON_FILE');
  try {
    await ctx.payments.processor(card.processor).removeCard({ customerId: card.customerId, cardId: card.cardId });
  } catch (error) {
    if (error instanceof CardProviderUnavailableError) throw new PaymentUnavailableError();
    if (!(error instanceof CardProviderRejectedError && error.providerCode === 'NOT_FOUND')) throw error;
  }
  const at = ctx.now().toISOString();
  const current = await cardOnFile(ctx.knex, userId);
  const next = (await paymentMethods(ctx.knex, userId)).find((m) => m.cardId !== card.cardId);
  const events = [
    CardOnFileRemoved.create(
      { userId, processor: card.processor, cardId: card.cardId, removedAt: at },
      { actor, occurredAt: at },
    ),
    ...(current?.cardId === card.cardId && next ? [madeDefault(userId, next, at, actor)] : []),
  ];
  const { position } = await ctx.store.append(cardsOnFileStream(ctx.config.VENUE_ID, userId), events, {
    expected: 'any',
  });
  await ctx.projections.waitFor(position, CARD_MODELS);
}

const madeDefault = (userId: string, card: PaymentMethod, at: string, actor: Actor) =>
  CardOnFileMadeDefault.create(
    {
      userId,
      processor: card.processor,
      customerId: card.customerId,
      cardId: card.cardId,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      at,
    },
    { actor, occurredAt: at },
  );

/** The account's renewals, fees and "pay with my saved card" use this card from now on. */
export async function makeDefaultCardOnFile(ctx: AppContext, userId: string, cardId: string, actor: Actor) {
  const card = await paymentMethod(ctx.knex, userId, cardId);
  if (!card) throw new NotFoundError('Card not found.', 'PAYMENT.NO_CARD_ON_FILE');
  if (card.isDefault) return;
  const at = ctx.now().toISOString();
  const { position } = await ctx.store.append(
    cardsOnFileStream(ctx.config.VENUE_ID, userId),
    [madeDefault(userId, card, at, actor)],
    { expected: 'any' },
  );
  await ctx.projections.waitFor(position, CARD_MODELS);
}

/**
 * Keeps a card from the card form on file without a payment (a member replacing the card their
 * renewals use): the provider keeps it on the account's customer, then the newest card is this one.
 * Refused cards count against the account like declined payments (card testing).
 */
export async function saveCardOnFile(
  ctx: AppContext,
  userId: string,
  source: { sourceToken: string; processor?: ProcessorName | null },
  actor: Actor,
): Promise<{ brand: string | null; last4: string | null }> {
  const limitKeys = [`account:${userId}`];
  await ctx.payments.attempts.assertAllowed(limitKeys);
  const processor = source.processor ?? (await ctx.payments.activeProcessorName());
  const current = await cardOnFile(ctx.knex, userId);
  let card;
  try {
    card = await ctx.payments.processor(processor).saveCard({
      userId,
      customerId:
        current?.processor === processor ? current.customerId : await processorCustomerOf(ctx.knex, userId, processor),
      sourceToken: source.sourceToken,
      idempotencyKey: stableId('save-card', userId, source.sourceToken),
    });
  } catch (error) {
    if (error instanceof CardProviderUnavailableError) throw new PaymentUnavailableError();
    if (error instanceof CardProviderRejectedError) {
      await ctx.payments.attempts.recordDecline(limitKeys);
      throw new AppError('PAYMENT.DECLINED', error.message || 'Your card was declined.', 402);
    }
    throw error;
  }
  await recordCardOnFile(ctx, userId, processor, card, actor);
  return { brand: card.brand, last4: card.last4 };
}

/** The account's newest card is this one the provider now keeps (CardOnFileSaved), unless it already is. */
export async function recordCardOnFile(
  ctx: AppContext,
  userId: string,
  processor: ProcessorName,
  card: StoredCard,
  actor: Actor,
): Promise<void> {
  const current = await cardOnFile(ctx.knex, userId);
  if (current?.cardId === card.cardId && current.processor === processor) return;
  const at = ctx.now().toISOString();
  const { position } = await ctx.store.append(
    cardsOnFileStream(ctx.config.VENUE_ID, userId),
    [CardOnFileSaved.create({ userId, processor, ...card, savedAt: at }, { actor, occurredAt: at })],
    { expected: 'any' },
  );
  await ctx.projections.waitFor(position, CARD_MODELS);
}
