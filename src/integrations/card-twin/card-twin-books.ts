import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { ProcessorName, ProviderActivity } from '../card-processor';

/**
 * The twin's books as a provider's reports show them: what it moved for one provider (approved
 * charges, refunds, payouts), for reconciling the ledger with it, and the payouts its dashboard makes.
 */

/** A payout of the twin's balance to the bank (development): its id, for the webhook it sends. */
export async function recordTwinPayout(
  knex: Knex,
  name: ProcessorName,
  amountCents: number,
  arrivalDate: string,
): Promise<string> {
  const id = `payout_twin_${randomBytes(10).toString('hex')}`;
  await knex('card_twin_payouts').insert({
    id,
    processor: name,
    amount_cents: amountCents,
    arrival_date: arrivalDate,
  });
  return id;
}

/** What the twin moved in [from, to) for one provider: approved charges, refunds, payouts. */
export async function twinActivity(
  knex: Knex,
  name: ProcessorName,
  range: { from: Date; to: Date },
): Promise<ProviderActivity[]> {
  type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const within = (q: Knex.QueryBuilder, column: string): Promise<Row[]> =>
    q.where(column, '>=', range.from).andWhere(column, '<', range.to);
  const charges = await within(knex('card_twin_charges').where({ processor: name, status: 'approved' }), 'created_at');
  const refunds = await within(
    knex('card_twin_refunds as r')
      .join('card_twin_charges as c', 'c.id', 'r.payment_id')
      .where('c.processor', name)
      .select('r.*'),
    'r.created_at',
  );
  const payouts = await within(knex('card_twin_payouts').where({ processor: name }), 'created_at');
  const at = (v: Date | string) => new Date(v).toISOString();
  return [
    ...charges.map((c) => ({
      kind: 'charge' as const,
      id: c.id,
      paymentId: c.id,
      amountCents: c.amount_cents,
      at: at(c.created_at),
    })),
    ...refunds.map((r) => ({
      kind: 'refund' as const,
      id: r.id,
      paymentId: r.payment_id,
      amountCents: r.amount_cents,
      at: at(r.created_at),
    })),
    ...payouts.map((p) => ({
      kind: 'payout' as const,
      id: p.id,
      paymentId: null,
      amountCents: p.amount_cents,
      at: at(p.created_at),
    })),
  ];
}
