import type { AppContext } from '../../app-context';
import { CardOnFileRemoved, cardsOnFileStream } from '../../domain/payments/cards-on-file';
import type { Actor } from '../../eventstore/types';
import { CardProviderRejectedError, CardProviderUnavailableError } from '../../integrations/card-processor';
import { NotFoundError } from '../../lib/errors';
import { cardOnFile } from '../../projections/payments/stored-cards.queries';
import { PaymentUnavailableError } from './charge-card';

/**
 * Takes an account's card off file: first at the provider (so it can no longer be charged), then
 * here. A provider that no longer knows the card (already removed there) does not stop it.
 */
export async function removeCardOnFile(ctx: AppContext, userId: string, actor: Actor): Promise<void> {
  const card = await cardOnFile(ctx.knex, userId);
  if (!card) throw new NotFoundError('You have no card on file.', 'PAYMENT.NO_CARD_ON_FILE');
  try {
    await ctx.payments.processor(card.processor).removeCard({ customerId: card.customerId, cardId: card.cardId });
  } catch (error) {
    if (error instanceof CardProviderUnavailableError) throw new PaymentUnavailableError();
    if (!(error instanceof CardProviderRejectedError && error.providerCode === 'NOT_FOUND')) throw error;
  }
  const at = ctx.now().toISOString();
  const { position } = await ctx.store.append(
    cardsOnFileStream(ctx.config.VENUE_ID, userId),
    [
      CardOnFileRemoved.create(
        { userId, processor: card.processor, cardId: card.cardId, removedAt: at },
        { actor, occurredAt: at },
      ),
    ],
    { expected: 'any' },
  );
  await ctx.projections.waitFor(position, ['stored-cards']);
}
