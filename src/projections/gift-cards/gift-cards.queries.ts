import type { Knex } from 'knex';
import type { ListParams } from '../../contracts/lists';
import { paged } from '../paged';
import { toDecimalString } from '../../lib/money';

/** Gift cards for the admin list, newest first. */
export async function listGiftCards(knex: Knex, params: ListParams) {
  return paged(knex, knex('gift_cards').select('*'), params, {
    sortable: { createdAt: 'created_at', balance: 'balance_cents', code: 'code' },
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    tiebreak: 'code',
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database row
    map: (r: Record<string, any>) => ({
      code: r.code as string,
      originalAmount: toDecimalString(r.original_cents),
      currentBalance: toDecimalString(r.balance_cents),
      issuedTo: r.recipient_name as string,
      recipientEmail: r.recipient_email as string | null,
      senderName: r.sender_name as string,
      deliveryMethod: r.delivery_method as string,
      createdAt: new Date(r.created_at).toISOString(),
    }),
  });
}
