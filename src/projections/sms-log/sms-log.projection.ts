import type { Knex } from 'knex';
import { SmsDelivered, SmsDeliveryFailed, SmsQueued } from '../../domain/sms/sms.events';
import type { EventOf } from '../../eventstore/events';
import type { RecordedEvent } from '../../eventstore/types';
import type { Projection } from '../projection';

type SmsEvent = EventOf<typeof SmsQueued> | EventOf<typeof SmsDelivered> | EventOf<typeof SmsDeliveryFailed>;

/** `sms_log`: one row per text message with its outcome (queued, delivered, failed). */
export const smsLogProjection: Projection = {
  name: 'sms-log',
  eventTypes: [SmsQueued.type, SmsDelivered.type, SmsDeliveryFailed.type],
  tables: ['sms_log'],
  async apply(trx: Knex.Transaction, recorded: RecordedEvent) {
    const event = recorded as SmsEvent;
    switch (event.type) {
      case 'SmsQueued':
        await trx('sms_log')
          .insert({
            sms_id: event.data.smsId,
            to_phone: event.data.to,
            reason: event.data.reason,
            status: 'queued',
            queued_at: event.data.queuedAt,
          })
          .onConflict('sms_id')
          .ignore();
        return;
      case 'SmsDelivered':
        await trx('sms_log').where({ sms_id: event.data.smsId }).update({
          status: 'delivered',
          attempts: event.data.attempts,
          provider_id: event.data.providerId,
          error: null,
          settled_at: event.data.at,
        });
        return;
      case 'SmsDeliveryFailed':
        await trx('sms_log').where({ sms_id: event.data.smsId }).update({
          status: 'failed',
          attempts: event.data.attempts,
          error: event.data.error,
          settled_at: event.data.at,
        });
        return;
      default: {
        const _exhaustive: never = event;
      }
    }
  },
};

export interface SmsLogEntry {
  smsId: string;
  to: string;
  reason: string;
  status: 'queued' | 'delivered' | 'failed';
  attempts: number;
  error: string | null;
  queuedAt: string;
  settledAt: string | null;
}

export async function listSmsLog(
  knex: Knex,
  options: { status?: string; limit?: number; offset?: number } = {},
): Promise<SmsLogEntry[]> {
  const query = knex('sms_log')
    .orderBy('queued_at', 'desc')
    .limit(options.limit ?? 100)
    .offset(options.offset ?? 0);
  if (options.status) query.where({ status: options.status });
  const rows = await query;
  return rows.map((r) => ({
    smsId: r.sms_id,
    to: r.to_phone,
    reason: r.reason,
    status: r.status,
    attempts: r.attempts,
    error: r.error,
    queuedAt: new Date(r.queued_at).toISOString(),
    settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
  }));
}
