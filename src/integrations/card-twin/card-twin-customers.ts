import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { CustomerRequest, ProcessorName, ProviderCustomer } from '../card-processor';

/** The twin's customer id for an account: the same account always gets the same id. */
export const twinCustomerId = (userId: string) =>
  `cus_twin_${createHash('sha256').update(userId).digest('hex').slice(0, 20)}`;

/**
 * Customers the twin knows: one kept with the account id as its reference, or the one its cards on
 * file name (a card stored for an account without a customer gets the account's twin customer id).
 */
export async function findOrCreateTwinCustomer(
  knex: Knex,
  processor: ProcessorName,
  request: CustomerRequest,
): Promise<ProviderCustomer> {
  const id = twinCustomerId(request.userId);
  const kept = await knex('card_twin_customers').where({ processor, reference_id: request.userId }).first();
  if (kept) return { customerId: kept.id, created: false };
  const carded = await knex('card_twin_cards').where({ processor, customer_id: id }).first('id');
  const inserted = await knex('card_twin_customers')
    .insert({ id, processor, reference_id: request.userId, email: request.email, phone_number: request.phoneNumber })
    .onConflict(['processor', 'id'])
    .ignore()
    .returning('id');
  return { customerId: id, created: inserted.length > 0 && !carded };
}
