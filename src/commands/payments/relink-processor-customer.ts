import type { AppContext } from '../../app-context';
import type { RelinkOutcome } from '../../contracts/payments/processor-customers';
import { cardsOnFileStream } from '../../domain/payments/cards-on-file';
import { ProcessorCustomerLinked } from '../../domain/payments/processor-customers';
import { UserNotFoundError } from '../../domain/users';
import type { Actor } from '../../eventstore/types';
import { CardProviderRejectedError, CardProviderUnavailableError } from '../../integrations/card-processor';
import { AppError } from '../../lib/errors';
import { processorCustomerOf } from '../../projections/payments/processor-customers.queries';
import { findUserById } from '../../projections/users';
import { PaymentUnavailableError, stableId } from './charge-card';

/**
 * An admin re-links an account to its Square customer: the customer Square keeps for this account
 * (by our account id as its reference) is found, or created, and its id recorded (ProcessorCustomerLinked).
 * The provider is called before anything is written, with no transaction open.
 */
export async function relinkSquareCustomer(ctx: AppContext, userId: string, actor: Actor): Promise<RelinkOutcome> {
  const user = await findUserById(ctx.knex, userId);
  if (!user) throw new UserNotFoundError();
  const processor = ctx.payments.processor('square');
  if (!processor.findOrCreateCustomer)
    throw new AppError('PAYMENT.RELINK_UNSUPPORTED', 'This card processor cannot look up customers.', 409);
  const previous = await processorCustomerOf(ctx.knex, userId, 'square');
  let found;
  try {
    found = await processor.findOrCreateCustomer({
      userId,
      givenName: user.firstName,
      familyName: user.lastName,
      email: user.email || null,
      phoneNumber: user.phoneNumber || null,
      idempotencyKey: stableId('square-customer', userId),
    });
  } catch (error) {
    if (error instanceof CardProviderUnavailableError)
      throw new PaymentUnavailableError('Square could not be reached. Please try again.');
    if (error instanceof CardProviderRejectedError)
      throw new AppError('PAYMENT.PROVIDER_REJECTED', `Square refused the lookup: ${error.message}`, 502);
    throw error;
  }
  const at = ctx.now().toISOString();
  const { position } = await ctx.store.append(
    cardsOnFileStream(ctx.config.VENUE_ID, userId),
    [
      ProcessorCustomerLinked.create(
        {
          userId,
          processor: 'square',
          customerId: found.customerId,
          previousCustomerId: previous,
          created: found.created,
          linkedAt: at,
        },
        { actor, occurredAt: at },
      ),
    ],
    { expected: 'any' },
  );
  await ctx.projections.waitFor(position, ['processor-customers']);
  return { userId, squareCustomerId: found.customerId, previousCustomerId: previous, created: found.created };
}
