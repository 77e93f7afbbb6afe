import type { Knex } from 'knex';
import type { EventOf } from '../../eventstore/events';
import type { RecordedEvent } from '../../eventstore/types';
import type {
  DoorAccessSettingsChanged,
  DoorCodeDelivered,
  DoorCodeDeliveryFailed,
  DoorCodeIssued,
  DoorCodeRevoked,
  DoorCodeUpdated,
} from '../../domain/door-access/door-access.events';
import type { Projection } from '../projection';

type Event =
  | EventOf<typeof DoorAccessSettingsChanged>
  | EventOf<typeof DoorCodeIssued>
  | EventOf<typeof DoorCodeUpdated>
  | EventOf<typeof DoorCodeRevoked>
  | EventOf<typeof DoorCodeDelivered>
  | EventOf<typeof DoorCodeDeliveryFailed>;

export const DOOR_ACCESS_PROJECTION = 'door-access';

/** Whether changes are sent anywhere, as the settings stood when the change was recorded. */
async function deliveryStatusNow(trx: Knex.Transaction): Promise<'pending' | 'not_sent'> {
  const s = await trx('door_access_settings').where({ id: 'settings' }).first('enabled', 'provider', 'webhook_url');
  return s?.enabled && s.provider === 'generic_webhook' && s.webhook_url ? 'pending' : 'not_sent';
}

/** Door-access settings, each booking's current code, and a log row per change with its delivery. */
export const doorAccessProjection: Projection = {
  name: DOOR_ACCESS_PROJECTION,
  eventTypes: [
    'DoorAccessSettingsChanged',
    'DoorCodeIssued',
    'DoorCodeUpdated',
    'DoorCodeRevoked',
    'DoorCodeDelivered',
    'DoorCodeDeliveryFailed',
  ],
  tables: ['door_access_settings', 'door_codes', 'door_code_log'],
  async apply(trx, recorded) {
    const event = recorded as Event & RecordedEvent;
    const log = async (row: Record<string, unknown>) =>
      trx('door_code_log')
        .insert({
          event_id: event.eventId,
          logged_at: event.createdAt,
          delivery_status: await deliveryStatusNow(trx),
          ...row,
        })
        .onConflict('event_id')
        .ignore();
    switch (event.type) {
      case 'DoorAccessSettingsChanged': {
        const d = event.data;
        const row = {
          enabled: d.enabled,
          provider: d.provider,
          webhook_url: d.webhookUrl,
          secret_sealed: d.secretSealed,
          minutes_before: d.minutesBefore,
          code_length: d.codeLength,
          updated_at: event.metadata.occurredAt ?? event.createdAt.toISOString(),
        };
        await trx('door_access_settings')
          .insert({ id: 'settings', ...row })
          .onConflict('id')
          .merge(Object.keys(row));
        return;
      }
      case 'DoorCodeIssued': {
        const d = event.data;
        const inserted = await trx('door_codes')
          .insert({
            booking_id: d.bookingId,
            bay_id: d.bayId,
            user_id: d.userId,
            code: d.code,
            valid_from: d.validFrom,
            valid_until: d.validUntil,
            status: 'active',
            issued_at: d.at,
            updated_at: d.at,
          })
          .onConflict('booking_id')
          .ignore()
          .returning('booking_id');
        if (inserted.length === 0) return;
        await log({
          booking_id: d.bookingId,
          action: 'issued',
          bay_id: d.bayId,
          code: d.code,
          ...windowOf(d),
          at: d.at,
        });
        return;
      }
      case 'DoorCodeUpdated': {
        const d = event.data;
        const updated = await trx('door_codes')
          .where({ booking_id: d.bookingId, status: 'active' })
          .update({ bay_id: d.bayId, valid_from: d.validFrom, valid_until: d.validUntil, updated_at: d.at })
          .returning('code');
        if (updated.length === 0) return;
        await log({
          booking_id: d.bookingId,
          action: 'updated',
          bay_id: d.bayId,
          code: updated[0].code,
          ...windowOf(d),
          at: d.at,
        });
        return;
      }
      case 'DoorCodeRevoked': {
        const d = event.data;
        const revoked = await trx('door_codes')
          .where({ booking_id: d.bookingId, status: 'active' })
          .update({ status: 'revoked', revoke_reason: d.reason, updated_at: d.at })
          .returning(['code', 'bay_id', 'valid_from', 'valid_until']);
        if (revoked.length === 0) return;
        const r = revoked[0];
        await log({
          booking_id: d.bookingId,
          action: 'revoked',
          bay_id: r.bay_id,
          code: r.code,
          valid_from: r.valid_from,
          valid_until: r.valid_until,
          at: d.at,
        });
        return;
      }
      case 'DoorCodeDelivered': {
        const d = event.data;
        await trx('door_code_log').where({ event_id: d.eventId }).update({
          delivery_status: 'delivered',
          delivery_attempts: d.attempts,
          delivery_status_code: d.statusCode,
          delivery_error: null,
          delivered_at: d.at,
        });
        return;
      }
      case 'DoorCodeDeliveryFailed': {
        const d = event.data;
        await trx('door_code_log')
          .where({ event_id: d.eventId })
          .whereNot({ delivery_status: 'delivered' })
          .update({ delivery_status: 'failed', delivery_attempts: d.attempts, delivery_error: d.error.slice(0, 500) });
        return;
      }
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};

const windowOf = (d: { validFrom: string; validUntil: string }) => ({
  valid_from: d.validFrom,
  valid_until: d.validUntil,
});
