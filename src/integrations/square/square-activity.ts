import type { Square, SquareClient } from 'square';
import type { ProviderActivity } from '../card-processor';
import { squareProviderError } from './square-errors';

/** Completed payments, refunds and paid payouts of [from, to) through the SDK's paginated lists. */
export async function squareActivity(
  client: SquareClient,
  locationId: string | undefined,
  range: { from: Date; to: Date },
): Promise<ProviderActivity[]> {
  const window = {
    beginTime: range.from.toISOString(),
    endTime: range.to.toISOString(),
    locationId: locationId,
  };
  const found: ProviderActivity[] = [];
  const cents = (m?: Square.Money | null) => Number(m?.amount ?? 0);
  try {
    for await (const p of await client.payments.list(window))
      if (p.status === 'COMPLETED' && p.id)
        found.push({
          kind: 'charge',
          id: p.id,
          paymentId: p.id,
          amountCents: cents(p.amountMoney),
          at: p.createdAt ?? '',
        });
    for await (const r of await client.refunds.list(window))
      if ((r.status === 'COMPLETED' || r.status === 'PENDING') && r.id)
        found.push({
          kind: 'refund',
          id: r.id,
          paymentId: r.paymentId ?? null,
          amountCents: cents(r.amountMoney),
          at: r.createdAt ?? '',
        });
    for await (const o of await client.payouts.list(window))
      if (o.status === 'PAID' && o.id)
        found.push({
          kind: 'payout',
          id: o.id,
          paymentId: null,
          amountCents: cents(o.amountMoney),
          at: o.createdAt ?? '',
        });
  } catch (error) {
    throw squareProviderError(error);
  }
  return found;
}
