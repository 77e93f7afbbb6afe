import type { Knex } from 'knex';
import type { ListParams, Page } from '../../contracts/lists';
import { paged } from '../paged';
import { SupportMessageReceived, SupportReplySent } from '../../domain/support/support.events';
import type { EventOf } from '../../eventstore/events';
import type { RecordedEvent } from '../../eventstore/types';
import type { Projection } from '../projection';

type SupportEvent = EventOf<typeof SupportMessageReceived> | EventOf<typeof SupportReplySent>;

/** `support_messages`: direction 'incoming' is from staff (as the chat shows it), 'outgoing' from the customer. */
export const supportMessagesProjection: Projection = {
  name: 'support-messages',
  eventTypes: [SupportMessageReceived.type, SupportReplySent.type],
  tables: ['support_messages'],
  async apply(trx: Knex.Transaction, recorded: RecordedEvent) {
    const event = recorded as SupportEvent;
    const row =
      event.type === 'SupportMessageReceived'
        ? { direction: 'outgoing', admin_id: null, admin_name: null }
        : { direction: 'incoming', admin_id: event.data.adminId, admin_name: event.data.adminName };
    await trx('support_messages')
      .insert({
        id: event.data.messageId,
        user_id: event.data.userId,
        message: event.data.message,
        created_at: event.data.at,
        ...row,
      })
      .onConflict('id')
      .ignore();
  },
};

export interface SupportMessageJson {
  id: string;
  userId: string;
  direction: 'incoming' | 'outgoing';
  message: string;
  adminName: string | null;
  createdAt: string;
}

const toJson = (r: Record<string, unknown>): SupportMessageJson => ({
  id: r.id as string,
  userId: r.user_id as string,
  direction: r.direction as 'incoming' | 'outgoing',
  message: r.message as string,
  adminName: (r.admin_name as string | null) ?? null,
  createdAt: new Date(r.created_at as string).toISOString(),
});

export async function messagesOf(knex: Knex, userId: string, limit = 200): Promise<SupportMessageJson[]> {
  const rows = await knex('support_messages').where({ user_id: userId }).orderBy('created_at', 'desc').limit(limit);
  return rows.reverse().map(toJson);
}

/** The latest message of each conversation, newest conversation first (the admin inbox). */
/** The support inbox: each customer's latest message, newest conversation first, one page at a time. */
export async function latestPerConversation(knex: Knex, params: ListParams): Promise<Page<SupportMessageJson>> {
  const latest = knex('support_messages')
    .distinctOn('user_id')
    .select('*')
    .orderBy([{ column: 'user_id' }, { column: 'created_at', order: 'desc' }]);
  return paged(knex, latest, params, {
    sortable: { createdAt: 'created_at' },
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    tiebreak: 'user_id',
    map: toJson,
  });
}
