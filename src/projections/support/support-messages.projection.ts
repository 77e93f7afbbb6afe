import type { Knex } from 'knex';
import type { ListParams, Page } from '../../contracts/lists';
import { paged } from '../paged';
import { scrubsErasedCustomers } from '../customer-erasure';
import {
  ERASED_MESSAGE,
  SupportConversationRead,
  SupportMessageReceived,
  SupportReplySent,
  SupportSmsReceived,
  SupportSmsReplySent,
} from '../../domain/support/support.events';
import { SmsOptedIn, SmsOptedOut } from '../../domain/sms';
import type { EventOf } from '../../eventstore/events';
import type { RecordedEvent } from '../../eventstore/types';
import type { Projection } from '../projection';

type SupportEvent =
  | EventOf<typeof SupportMessageReceived>
  | EventOf<typeof SupportReplySent>
  | EventOf<typeof SupportSmsReceived>
  | EventOf<typeof SupportSmsReplySent>
  | EventOf<typeof SupportConversationRead>
  | EventOf<typeof SmsOptedOut>
  | EventOf<typeof SmsOptedIn>;

/** A conversation's latest message; a customer's message adds to the unread count, a reply clears it. */
async function touch(
  trx: Knex.Transaction,
  c: { key: string; userId: string | null; phone: string | null; message: string; fromCustomer: boolean; at: string },
) {
  await trx.raw(
    `INSERT INTO support_conversations
       (conversation_key, user_id, phone_number, last_message, last_direction, last_message_at, unread_count)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (conversation_key) DO UPDATE SET
       user_id = coalesce(EXCLUDED.user_id, support_conversations.user_id),
       phone_number = coalesce(EXCLUDED.phone_number, support_conversations.phone_number),
       last_message = EXCLUDED.last_message,
       last_direction = EXCLUDED.last_direction,
       last_message_at = EXCLUDED.last_message_at,
       unread_count = CASE WHEN ? THEN support_conversations.unread_count + 1 ELSE 0 END`,
    [
      c.key,
      c.userId,
      c.phone,
      c.message,
      c.fromCustomer ? 'outgoing' : 'incoming',
      c.at,
      c.fromCustomer ? 1 : 0,
      c.fromCustomer,
    ],
  );
}

/**
 * `support_messages`: direction 'incoming' is from staff (as the chat shows it), 'outgoing' from the
 * customer; `support_conversations`: each conversation's latest message and unread count;
 * `sms_opt_outs`: numbers that texted STOP (until START).
 */
const supportMessagesRows: Projection = {
  name: 'support-messages',
  eventTypes: [
    SupportMessageReceived.type,
    SupportReplySent.type,
    SupportSmsReceived.type,
    SupportSmsReplySent.type,
    SupportConversationRead.type,
    SmsOptedOut.type,
    SmsOptedIn.type,
  ],
  tables: ['support_messages', 'support_conversations', 'sms_opt_outs'],
  async apply(trx: Knex.Transaction, recorded: RecordedEvent) {
    const event = recorded as SupportEvent;
    switch (event.type) {
      case 'SmsOptedOut':
        await trx('sms_opt_outs')
          .insert({ phone_number: event.data.phoneNumber, opted_out_at: event.data.at })
          .onConflict('phone_number')
          .ignore();
        return;
      case 'SmsOptedIn':
        await trx('sms_opt_outs').where({ phone_number: event.data.phoneNumber }).delete();
        return;
      case 'SupportConversationRead':
        await trx('support_conversations')
          .where({ conversation_key: event.data.conversationKey })
          .update({ unread_count: 0 });
        return;
    }
    const d = event.data;
    const key = 'conversationKey' in d ? d.conversationKey : d.userId;
    const userId = 'userId' in d ? d.userId : null;
    const phone = 'phoneNumber' in d ? d.phoneNumber : null;
    const fromCustomer = event.type === 'SupportMessageReceived' || event.type === 'SupportSmsReceived';
    const staff =
      event.type === 'SupportReplySent' || event.type === 'SupportSmsReplySent'
        ? { admin_id: event.data.adminId, admin_name: event.data.adminName }
        : { admin_id: null, admin_name: null };
    const inserted = await trx('support_messages')
      .insert({
        id: d.messageId,
        user_id: userId,
        conversation_key: key,
        phone_number: phone,
        channel: event.type === 'SupportSmsReceived' ? 'sms' : 'chat',
        message: d.message,
        created_at: d.at,
        direction: fromCustomer ? 'outgoing' : 'incoming',
        ...staff,
      })
      .onConflict('id')
      .ignore()
      .returning('id');
    if (inserted.length > 0) await touch(trx, { key, userId, phone, message: d.message, fromCustomer, at: d.at });
  },
};

export const supportMessagesProjection: Projection = scrubsErasedCustomers(supportMessagesRows, async (trx, userId) => {
  await trx('support_messages').where({ user_id: userId }).update({ message: ERASED_MESSAGE, phone_number: null });
  await trx('support_conversations')
    .where({ user_id: userId })
    .update({ last_message: ERASED_MESSAGE, phone_number: null });
});

export interface SupportMessageJson {
  id: string;
  userId: string | null;
  /** How the customer wrote: the site's chat, or a text to the venue's number. */
  channel: 'chat' | 'sms';
  direction: 'incoming' | 'outgoing';
  message: string;
  adminName: string | null;
  createdAt: string;
}

const toJson = (r: Record<string, unknown>): SupportMessageJson => ({
  id: r.id as string,
  userId: (r.user_id as string | null) ?? null,
  channel: (r.channel as 'chat' | 'sms' | undefined) ?? 'chat',
  direction: r.direction as 'incoming' | 'outgoing',
  message: r.message as string,
  adminName: (r.admin_name as string | null) ?? null,
  createdAt: new Date(r.created_at as string).toISOString(),
});

export async function messagesOf(knex: Knex, userId: string, limit = 200): Promise<SupportMessageJson[]> {
  const rows = await knex('support_messages').where({ user_id: userId }).orderBy('created_at', 'desc').limit(limit);
  return rows.reverse().map(toJson);
}

export interface ConversationJson {
  conversationKey: string;
  userId: string | null;
  name: string | null;
  phoneNumber: string | null;
  lastMessage: string;
  lastFromCustomer: boolean;
  lastMessageAt: string;
  unreadCount: number;
  optedOut: boolean;
}

/** The support inbox: conversations, newest first, with unread counts; searched by name or phone. */
export async function conversations(
  knex: Knex,
  params: ListParams & { search?: string; unread?: boolean },
): Promise<Page<ConversationJson>> {
  const query = knex('support_conversations as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('sms_opt_outs as o', 'o.phone_number', knex.raw('coalesce(u.phone_number, c.phone_number)'))
    .select(
      'c.*',
      'u.first_name',
      'u.last_name',
      knex.raw('coalesce(u.phone_number, c.phone_number) as phone'),
      knex.raw('o.phone_number is not null as opted_out'),
    );
  if (params.unread) query.where('c.unread_count', '>', 0);
  if (params.search) {
    const like = `%${params.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const digits = params.search.replace(/\D/g, '');
    query.where((q) => {
      q.whereILike('u.first_name', like).orWhereILike('u.last_name', like);
      if (digits.length >= 3) q.orWhereRaw('coalesce(u.phone_number, c.phone_number) like ?', [`%${digits}%`]);
    });
  }
  return paged(knex, query, params, {
    sortable: { lastMessageAt: 'last_message_at' },
    defaultSort: 'lastMessageAt',
    defaultOrder: 'desc',
    tiebreak: 'conversation_key',
    map: (r: Record<string, unknown>) => ({
      conversationKey: r.conversation_key as string,
      userId: (r.user_id as string | null) ?? null,
      name: r.first_name ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
      phoneNumber: (r.phone as string | null) ?? null,
      lastMessage: r.last_message as string,
      lastFromCustomer: r.last_direction === 'outgoing',
      lastMessageAt: new Date(r.last_message_at as string).toISOString(),
      unreadCount: Number(r.unread_count),
      optedOut: Boolean(r.opted_out),
    }),
  });
}

export async function conversationByKey(knex: Knex, key: string) {
  return knex('support_conversations as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .where('c.conversation_key', key)
    .first('c.*', knex.raw('coalesce(u.phone_number, c.phone_number) as phone'));
}

/** One conversation's messages, oldest first (the last 200). */
export async function conversationMessages(knex: Knex, key: string, limit = 200): Promise<SupportMessageJson[]> {
  const rows = await knex('support_messages')
    .where({ conversation_key: key })
    .orderBy('created_at', 'desc')
    .limit(limit);
  return rows.reverse().map(toJson);
}
