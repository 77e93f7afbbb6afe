import type { EventOf } from '../../eventstore/events';
import type { RecordedEvent } from '../../eventstore/types';
import type {
  BookingReminderSent,
  BookingReminderSkipped,
  ReminderSettingsChanged,
} from '../../domain/reminders/reminder.events';
import type { Projection } from '../projection';

type Event =
  | EventOf<typeof ReminderSettingsChanged>
  | EventOf<typeof BookingReminderSent>
  | EventOf<typeof BookingReminderSkipped>;

export const REMINDERS_PROJECTION = 'reminders';

/** The reminder settings and the log of reminders sent (or skipped), one row per event. */
export const remindersProjection: Projection = {
  name: REMINDERS_PROJECTION,
  eventTypes: ['ReminderSettingsChanged', 'BookingReminderSent', 'BookingReminderSkipped'],
  tables: ['reminder_settings', 'booking_reminders'],
  async apply(trx, recorded) {
    const event = recorded as Event & RecordedEvent;
    const at = recorded.metadata.occurredAt ?? recorded.createdAt.toISOString();
    switch (event.type) {
      case 'ReminderSettingsChanged':
        await trx('reminder_settings')
          .insert({ id: 'settings', settings: JSON.stringify(event.data), updated_at: at })
          .onConflict('id')
          .merge(['settings', 'updated_at']);
        return;
      case 'BookingReminderSent':
      case 'BookingReminderSkipped': {
        const d = event.data;
        await trx('booking_reminders')
          .insert({
            event_id: event.eventId,
            booking_id: d.bookingId,
            kind: d.kind,
            booking_starts_at: d.bookingStartsAt,
            user_id: d.userId,
            outcome: event.type === 'BookingReminderSent' ? 'sent' : 'skipped',
            sms_id: event.type === 'BookingReminderSent' ? event.data.smsId : null,
            to_phone: event.type === 'BookingReminderSent' ? event.data.to : null,
            reason: event.type === 'BookingReminderSkipped' ? event.data.reason : null,
            at: d.at,
            logged_at: event.createdAt,
          })
          .onConflict('event_id')
          .ignore();
        return;
      }
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};
