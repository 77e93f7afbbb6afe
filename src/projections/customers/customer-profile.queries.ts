import type { Knex } from 'knex';
import type { CustomerProfileView } from '../../contracts/customers/admin-customers';
import { creditSummary } from '../credits';
import { giftCardsOfCustomer } from '../gift-cards';
import { loyaltyStatus } from '../loyalty';
import { membershipOf } from '../memberships';
import { isUuid, toUserIdentity } from '../users';
import { waiverSignaturesOf } from '../waivers';

/** The support conversation the admin opens on this customer (the in-app chat's key when none yet). */
async function supportOf(knex: Knex, userId: string) {
  const row = await knex('support_conversations')
    .where({ user_id: userId })
    .orderBy('last_message_at', 'desc')
    .first('conversation_key', 'unread_count', 'last_message_at');
  const unread = await knex('support_conversations')
    .where({ user_id: userId })
    .sum<{ n: string | null }[]>('unread_count as n');
  return {
    conversationKey: (row?.conversation_key as string | undefined) ?? userId,
    unreadCount: Number(unread[0]?.n ?? 0),
    lastMessageAt: row?.last_message_at ? new Date(row.last_message_at).toISOString() : null,
  };
}

/** One customer as the admin's customer page shows them, from the read models; null when unknown. */
export async function customerProfile(knex: Knex, userId: string): Promise<CustomerProfileView | null> {
  if (!isUuid(userId)) return null;
  const row = await knex('users').where({ id: userId }).first();
  if (!row) return null;
  const identity = toUserIdentity(row);
  const [credits, membership, loyalty, giftCards, support, stopped, erased, waivers] = await Promise.all([
    creditSummary(knex, userId),
    membershipOf(knex, userId),
    loyaltyStatus(knex, userId),
    // An erased customer has no email or phone left: only the cards they bought are theirs.
    giftCardsOfCustomer(knex, { userId, email: identity.email ?? '', phoneNumber: identity.phoneNumber ?? '' }),
    supportOf(knex, userId),
    identity.phoneNumber
      ? knex('sms_opt_outs').where({ phone_number: identity.phoneNumber }).first('phone_number')
      : undefined,
    knex('customer_keys').where({ user_id: userId }).whereNotNull('erased_at').first('erased_at'),
    waiverSignaturesOf(knex, userId),
  ]);
  return {
    ...identity,
    joinedAt: new Date(row.created_at).toISOString(),
    erased: Boolean(erased),
    blockedFromBooking: Boolean(row.blocked_from_booking),
    smsStopped: Boolean(stopped),
    blockedReason: row.blocked_reason ?? null,
    blockedAt: row.blocked_at ? new Date(row.blocked_at).toISOString() : null,
    credits,
    membership: membership
      ? {
          planId: membership.plan_id,
          planName: membership.plan_name,
          status: membership.status,
          currentPeriodEnd: new Date(membership.period_end).toISOString(),
          cancelAtPeriodEnd: membership.cancel_at_period_end,
          memberSince: new Date(membership.member_since).toISOString(),
        }
      : null,
    loyalty,
    giftCards: giftCards.map((c) => ({
      code: c.code,
      originalAmount: c.originalAmount,
      currentBalance: c.currentBalance,
      status: c.status,
      issuedTo: c.issuedTo,
      senderName: c.senderName,
      relation: c.relation,
      createdAt: c.createdAt,
    })),
    support,
    waivers,
  };
}
