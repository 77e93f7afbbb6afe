import type { Knex } from 'knex';
import type { CustomerMappingView } from '../../contracts/payments/processor-customers';
import type { ListParams, Page } from '../../contracts/lists';
import { paged } from '../paged';

/** Accounts with their Square customer id (null when none) and cards on file, searched by name, email, phone or id. */
export async function squareCustomerMappings(
  knex: Knex,
  params: ListParams & { search?: string; linked?: 'yes' | 'no' },
): Promise<Page<CustomerMappingView>> {
  const query = knex('users as u')
    .leftJoin('processor_customers as pc', (j) =>
      j.on('pc.user_id', '=', knex.raw('u.id::text')).andOnVal('pc.processor', 'square'),
    )
    .leftJoin('stored_cards as sc', (j) =>
      j.on('sc.user_id', '=', knex.raw('u.id::text')).andOnVal('sc.processor', 'square'),
    )
    .select(
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.phone_number',
      'pc.customer_id',
      'pc.source',
      'pc.linked_at',
      'sc.brand',
      'sc.last4',
      knex.raw('(sc.user_id is not null)::int as cards_on_file'),
    );
  if (params.search) {
    const like = `%${params.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query.where((q) =>
      q
        .whereILike('u.first_name', like)
        .orWhereILike('u.last_name', like)
        .orWhereILike('u.email', like)
        .orWhereILike('u.phone_number', like)
        .orWhereILike('pc.customer_id', like),
    );
  }
  if (params.linked === 'yes') query.whereNotNull('pc.customer_id');
  if (params.linked === 'no') query.whereNull('pc.customer_id');
  return paged(knex, query, params, {
    sortable: { name: 'last_name', linkedAt: 'linked_at' },
    defaultSort: 'name',
    defaultOrder: 'asc',
    tiebreak: 'id',
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database row
    map: (r: Record<string, any>) => ({
      userId: r.id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      email: r.email,
      phoneNumber: r.phone_number,
      squareCustomerId: r.customer_id ?? null,
      linkedBy: r.source ?? null,
      linkedAt: r.linked_at ? new Date(r.linked_at).toISOString() : null,
      cardsOnFile: Number(r.cards_on_file),
      card: r.cards_on_file ? { brand: r.brand ?? null, last4: r.last4 ?? null } : null,
    }),
  });
}

/** The customer id an account has at a processor, or null. */
export async function processorCustomerOf(knex: Knex, userId: string, processor: string): Promise<string | null> {
  const row = await knex('processor_customers').where({ user_id: userId, processor }).first('customer_id');
  return row?.customer_id ?? null;
}
