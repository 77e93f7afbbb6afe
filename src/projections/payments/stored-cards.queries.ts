import type { Knex } from 'knex';
import type { ProcessorName } from '../../integrations/card-processor';

export interface CardOnFile {
  processor: ProcessorName;
  customerId: string;
  cardId: string;
  brand: string | null;
  last4: string | null;
  storedAt: string;
}

/** The card an account has on file, or null. */
export async function cardOnFile(knex: Knex, userId: string): Promise<CardOnFile | null> {
  const row = await knex('stored_cards').where({ user_id: userId }).first();
  if (!row) return null;
  return {
    processor: row.processor,
    customerId: row.customer_id,
    cardId: row.card_id,
    brand: row.brand,
    last4: row.last4,
    storedAt: new Date(row.stored_at).toISOString(),
  };
}

export interface PaymentMethod extends CardOnFile {
  expMonth: number | null;
  expYear: number | null;
  isDefault: boolean;
}

const paymentMethodOf = (row: Record<string, unknown>): PaymentMethod => ({
  processor: row.processor as ProcessorName,
  customerId: String(row.customer_id),
  cardId: String(row.card_id),
  brand: (row.brand as string | null) ?? null,
  last4: (row.last4 as string | null) ?? null,
  expMonth: (row.exp_month as number | null) ?? null,
  expYear: (row.exp_year as number | null) ?? null,
  isDefault: Boolean(row.is_default),
  storedAt: new Date(row.stored_at as string).toISOString(),
});

/** Every card the account keeps: the default first, then the newest. */
export async function paymentMethods(knex: Knex, userId: string): Promise<PaymentMethod[]> {
  const rows = await knex('payment_methods')
    .where({ user_id: userId })
    .orderBy([
      { column: 'is_default', order: 'desc' },
      { column: 'stored_at', order: 'desc' },
    ]);
  return rows.map(paymentMethodOf);
}

/** One of the account's cards, or null (another account's card is not found either). */
export async function paymentMethod(knex: Knex, userId: string, cardId: string): Promise<PaymentMethod | null> {
  const row = await knex('payment_methods').where({ user_id: userId, card_id: cardId }).first();
  return row ? paymentMethodOf(row) : null;
}
