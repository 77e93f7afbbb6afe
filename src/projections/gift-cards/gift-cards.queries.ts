import type { Knex } from 'knex';
import { toDecimalString } from '../../lib/money';

/** Gift cards for the admin list, newest first. */
export async function listGiftCards(knex: Knex, limit: number) {
  const rows = await knex('gift_cards').orderBy('created_at', 'desc').limit(limit);
  return rows.map((r) => ({
    code: r.code as string,
    originalAmount: toDecimalString(r.original_cents),
    currentBalance: toDecimalString(r.balance_cents),
    issuedTo: r.recipient_name as string,
    recipientEmail: r.recipient_email as string | null,
    senderName: r.sender_name as string,
    deliveryMethod: r.delivery_method as string,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
