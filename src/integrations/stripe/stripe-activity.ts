import type Stripe from 'stripe';
import { CardProviderUnavailableError, type ProviderActivity } from '../card-processor';

/**
 * The balance transactions of [from, to) through the SDK (auto-paginated), each with its source
 * expanded: charges and refunds name their PaymentIntent, payouts are money out to the bank.
 */
export async function stripeActivity(stripe: Stripe, range: { from: Date; to: Date }): Promise<ProviderActivity[]> {
  const created = { gte: Math.floor(range.from.getTime() / 1000), lt: Math.floor(range.to.getTime() / 1000) };
  const found: ProviderActivity[] = [];
  try {
    for await (const t of stripe.balanceTransactions.list({ created, limit: 100, expand: ['data.source'] })) {
      const at = new Date(t.created * 1000).toISOString();
      const source = t.source as { id: string; payment_intent?: string | { id: string } | null } | string | null;
      const sourceId = typeof source === 'string' ? source : (source?.id ?? t.id);
      const intent = typeof source === 'object' && source ? source.payment_intent : null;
      const paymentId = typeof intent === 'string' ? intent : (intent?.id ?? sourceId);
      if (t.type === 'charge' || t.type === 'payment')
        found.push({ kind: 'charge', id: sourceId, paymentId, amountCents: t.amount, at });
      else if (t.type === 'refund' || t.type === 'payment_refund')
        found.push({ kind: 'refund', id: sourceId, paymentId, amountCents: -t.amount, at });
      else if (t.type === 'payout')
        found.push({ kind: 'payout', id: sourceId, paymentId: null, amountCents: -t.amount, at });
    }
  } catch (error) {
    throw new CardProviderUnavailableError(`Stripe balance transactions: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return found;
}
