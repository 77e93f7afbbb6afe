import type { EventOf } from '../../eventstore/events';
import type { RecordedEvent } from '../../eventstore/types';
import type {
  CannedResponseDeleted,
  CannedResponseSaved,
  MessagingSettingsChanged,
} from '../../domain/messaging/messaging.events';
import type { Projection } from '../projection';

type Event =
  | EventOf<typeof CannedResponseSaved>
  | EventOf<typeof CannedResponseDeleted>
  | EventOf<typeof MessagingSettingsChanged>;

/** Canned responses for the inbox, and the messaging settings (sender number, quiet hours, templates). */
export const messagingSettingsProjection: Projection = {
  name: 'messaging-settings',
  eventTypes: ['CannedResponseSaved', 'CannedResponseDeleted', 'MessagingSettingsChanged'],
  tables: ['canned_responses', 'messaging_settings'],
  async apply(trx, recorded) {
    const event = recorded as Event & RecordedEvent;
    const at = recorded.metadata.occurredAt ?? recorded.createdAt.toISOString();
    switch (event.type) {
      case 'CannedResponseSaved':
        await trx('canned_responses')
          .insert({ id: event.data.id, title: event.data.title, body: event.data.body, updated_at: at })
          .onConflict('id')
          .merge(['title', 'body', 'updated_at']);
        return;
      case 'CannedResponseDeleted':
        await trx('canned_responses').where({ id: event.data.id }).delete();
        return;
      case 'MessagingSettingsChanged':
        await trx('messaging_settings')
          .insert({ id: 'settings', settings: JSON.stringify(event.data), updated_at: at })
          .onConflict('id')
          .merge(['settings', 'updated_at']);
        return;
    }
  },
};
