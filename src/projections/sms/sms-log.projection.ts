import type { Knex } from 'knex';
import type { ListParams, Page } from '../../contracts/lists';
import { paged } from '../paged';
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

export async function listSmsLog(knex: Knex, options: ListParams & { status?: string }): Promise<Page<SmsLogEntry>> {
  const query = knex('sms_log').select('*');
  if (options.status) query.where({ status: options.status });
  return paged(knex, query, options, {
    sortable: { queuedAt: 'queued_at', status: 'status', to: 'to_phone' },
    defaultSort: 'queuedAt',
    defaultOrder: 'desc',
    tiebreak: 'sms_id',
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database row
    map: (r: Record<string, any>) => ({
      smsId: r.sms_id,
      to: r.to_phone,
      reason: r.reason,
      status: r.status,
      attempts: r.attempts,
      error: r.error,
      queuedAt: new Date(r.queued_at).toISOString(),
      settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
    }),
  });
}
