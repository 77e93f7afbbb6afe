import type { EventOf } from '../../eventstore/events';
import type { RecordedEvent } from '../../eventstore/types';
import type {
  BayDevicePaired,
  BayDeviceRevoked,
  BaySessionEnded,
  BaySessionFiveMinuteWarning,
  BaySessionStarted,
} from '../../domain/bay-screens/bay-screens.events';
import type { Projection } from '../projection';

type Event =
  | EventOf<typeof BayDevicePaired>
  | EventOf<typeof BayDeviceRevoked>
  | EventOf<typeof BaySessionStarted>
  | EventOf<typeof BaySessionFiveMinuteWarning>
  | EventOf<typeof BaySessionEnded>;

export const BAY_SCREENS_PROJECTION = 'bay-screens';

/** Each bay's paired devices (hash of the token only) and each session's start, warning and end. */
export const bayScreensProjection: Projection = {
  name: BAY_SCREENS_PROJECTION,
  eventTypes: [
    'BayDevicePaired',
    'BayDeviceRevoked',
    'BaySessionStarted',
    'BaySessionFiveMinuteWarning',
    'BaySessionEnded',
  ],
  tables: ['bay_devices', 'bay_sessions'],
  async apply(trx, recorded) {
    const event = recorded as Event & RecordedEvent;
    switch (event.type) {
      case 'BayDevicePaired': {
        const d = event.data;
        await trx('bay_devices')
          .insert({
            device_id: d.deviceId,
            bay_id: d.bayId,
            name: d.name,
            token_hash: d.tokenHash,
            paired_at: d.pairedAt,
          })
          // A device id or token hash already held: the first pairing keeps it.
          .onConflict()
          .ignore();
        return;
      }
      case 'BayDeviceRevoked':
        await trx('bay_devices')
          .where({ device_id: event.data.deviceId })
          .whereNull('revoked_at')
          .update({ revoked_at: event.data.revokedAt });
        return;
      case 'BaySessionStarted': {
        const d = event.data;
        await trx('bay_sessions')
          .insert({ booking_id: d.bookingId, bay_id: d.bayId, started_at: d.at, ends_at: d.endsAt })
          .onConflict('booking_id')
          .ignore();
        return;
      }
      case 'BaySessionFiveMinuteWarning':
        await trx('bay_sessions')
          .where({ booking_id: event.data.bookingId })
          .update({ warned_at: event.data.at, ends_at: event.data.endsAt });
        return;
      case 'BaySessionEnded':
        await trx('bay_sessions')
          .where({ booking_id: event.data.bookingId })
          .whereNull('ended_at')
          .update({ ended_at: event.data.at, ends_at: event.data.endsAt });
        return;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};
