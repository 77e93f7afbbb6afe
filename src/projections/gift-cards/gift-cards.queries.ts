import type { Knex } from 'knex';
import type { ListParams } from '../../contracts/lists';
import { paged } from '../paged';
import { toDecimalString } from '../../lib/money';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database row
const cardJson = (r: Record<string, any>) => ({
  code: r.code as string,
  originalAmount: toDecimalString(r.original_cents),
  currentBalance: toDecimalString(r.balance_cents),
  status: (r.status ?? 'active') as 'active' | 'voided',
  issuedTo: r.recipient_name as string,
  recipientEmail: r.recipient_email as string | null,
  senderName: r.sender_name as string,
  deliveryMethod: r.delivery_method as string,
  deliveryDate: r.delivery_date
    ? String(r.delivery_date instanceof Date ? r.delivery_date.toISOString().slice(0, 10) : r.delivery_date)
    : null,
  purchased: Boolean(r.payment_id),
  createdAt: new Date(r.created_at).toISOString(),
});

/** Gift cards for the admin list, newest first; searched by code, recipient or sender. */
export async function listGiftCards(knex: Knex, params: ListParams & { search?: string; status?: string }) {
  const query = knex('gift_cards').select('*');
  if (params.search) {
    const like = `%${params.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query.where((q) =>
      q
        .whereILike('code', like.replace(/[\s-]/g, ''))
        .orWhereILike('recipient_name', like)
        .orWhereILike('recipient_email', like)
        .orWhereILike('sender_name', like)
        .orWhereILike('sender_email', like),
    );
  }
  if (params.status === 'active' || params.status === 'voided') query.where({ status: params.status });
  return paged(knex, query, params, {
    sortable: { createdAt: 'created_at', balance: 'balance_cents', code: 'code' },
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    tiebreak: 'code',
    map: cardJson,
  });
}

/** One card with every movement of its balance (issue, redemptions, restores, adjustments, void). */
export async function giftCardHistory(knex: Knex, code: string) {
  const card = await knex('gift_cards').where({ code }).first();
  if (!card) return null;
  const rows = await knex('gift_card_transactions').where({ code }).orderBy('occurred_at').orderBy('event_id');
  return {
    ...cardJson(card),
    personalMessage: card.personal_message as string | null,
    transactions: rows.map((t) => ({
      kind: t.kind as string,
      amount: toDecimalString(t.amount_cents),
      balanceAfter: toDecimalString(t.balance_after_cents),
      reason: t.reason ?? null,
      actor: t.actor ?? null,
      redemptionId: t.redemption_id ?? null,
      occurredAt: new Date(t.occurred_at).toISOString(),
    })),
  };
}

/** Cards a customer bought (signed in) or was sent (their email or phone as recipient), newest first. */
export async function giftCardsOfCustomer(
  knex: Knex,
  customer: { userId: string; email: string; phoneNumber: string },
  limit = 50,
) {
  const rows = await knex('gift_cards')
    .where((q) =>
      q
        .where('purchaser_user_id', customer.userId)
        .orWhereRaw('lower(recipient_email) = lower(?)', [customer.email])
        .orWhere('recipient_phone', customer.phoneNumber),
    )
    .orderBy('created_at', 'desc')
    .limit(limit);
  return rows.map((r) => {
    const bought = r.purchaser_user_id === customer.userId;
    const received =
      (r.recipient_email ?? '').toLowerCase() === customer.email.toLowerCase() ||
      r.recipient_phone === customer.phoneNumber;
    return { ...cardJson(r), relation: bought && received ? 'both' : bought ? 'bought' : 'received' } as const;
  });
}
