import type { Knex } from 'knex';
import type { BookingFeeEvent, NoShowPolicySetData } from '../../domain/no-show/no-show.events';
import type { RecordedEvent } from '../../eventstore/types';
import type { Projection } from '../projection';

export const NO_SHOW_PROJECTION = 'no-show';

type NoShowEvent = BookingFeeEvent | (RecordedEvent & { type: 'NoShowPolicySet'; data: NoShowPolicySetData });

/** The no-show policy (one row per venue) and each booking's fee with its latest outcome. */
export const noShowProjection: Projection = {
  name: NO_SHOW_PROJECTION,
  eventTypes: ['NoShowPolicySet', 'BookingFeeDue', 'BookingFeeCharged', 'BookingFeeDeclined', 'BookingFeeNotCharged'],
  tables: ['no_show_policy', 'booking_fees'],
  async apply(trx: Knex.Transaction, recorded) {
    const event = recorded as unknown as NoShowEvent;
    const at = recorded.metadata.occurredAt ?? recorded.createdAt.toISOString();
    if (event.type === 'NoShowPolicySet') {
      await trx('no_show_policy')
        .insert({ policy: JSON.stringify(event.data), updated_at: at })
        .onConflict('venue_id')
        .merge();
      return;
    }
    const d = event.data;
    const row = {
      booking_id: d.bookingId,
      user_id: d.userId,
      kind: d.kind,
      amount_cents: d.amountCents,
      updated_at: at,
    };
    switch (event.type) {
      case 'BookingFeeDue':
        await trx('booking_fees')
          .insert({ ...row, status: 'due', reason: null, payment_id: null })
          .onConflict('booking_id')
          .merge();
        return;
      case 'BookingFeeCharged':
        await trx('booking_fees')
          .insert({ ...row, status: 'charged', reason: null, payment_id: event.data.paymentId })
          .onConflict('booking_id')
          .merge();
        return;
      case 'BookingFeeDeclined':
        await trx('booking_fees')
          .insert({
            ...row,
            status: event.data.approvalId ? 'needs_approval' : 'declined',
            reason: event.data.reason,
            payment_id: null,
          })
          .onConflict('booking_id')
          .merge();
        return;
      case 'BookingFeeNotCharged':
        await trx('booking_fees')
          .insert({ ...row, status: 'not_charged', reason: event.data.reason, payment_id: null })
          .onConflict('booking_id')
          .merge();
        return;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};
