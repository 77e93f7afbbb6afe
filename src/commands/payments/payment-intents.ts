import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../lib/errors';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  userId: string;
  amountCents: number;
  bookingData: unknown;
}

/**
 * The in-page card step's session (Stripe's create-payment-intent shape): the amount the order was
 * priced at when the dialog opened, so the later payment must come to the same total.
 */
export async function createPaymentIntent(
  ctx: AppContext,
  args: { userId: string; amountCents: number; bookingData: unknown },
): Promise<PaymentIntent> {
  const id = `pi_local_${randomBytes(12).toString('hex')}`;
  const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
  await ctx.knex('payment_intents').insert({
    id,
    client_secret: clientSecret,
    user_id: args.userId,
    amount_cents: args.amountCents,
    booking_data: JSON.stringify(args.bookingData),
    status: 'requires_payment_method',
    created_at: ctx.now(),
  });
  return { id, clientSecret, ...args };
}

/** The caller's intent by its client secret (an admin may use anyone's); 404 otherwise. */
export async function paymentIntentFor(
  ctx: AppContext,
  clientSecret: string,
  user: { id: string; isAdmin: boolean },
): Promise<PaymentIntent> {
  const row = await ctx.knex('payment_intents').where({ client_secret: clientSecret }).first();
  if (!row || (row.user_id !== user.id && !user.isAdmin))
    throw new NotFoundError('Payment session expired. Please try again.', 'PAYMENT.INTENT_NOT_FOUND');
  return {
    id: row.id,
    clientSecret: row.client_secret,
    userId: row.user_id,
    amountCents: Number(row.amount_cents),
    bookingData: row.booking_data,
  };
}

export async function markPaymentIntentSucceeded(ctx: AppContext, intentId: string, orderId: string): Promise<void> {
  await ctx.knex('payment_intents').where({ id: intentId }).update({ status: 'succeeded', booking_id: orderId });
}
