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
