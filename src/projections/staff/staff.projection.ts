import type { RecordedEvent } from '../../eventstore/types';
import type { ShiftEvent, ShiftWeekEvent } from '../../domain/staff/shifts';
import type { TimeclockEvent } from '../../domain/staff/timeclock';
import type { Projection } from '../projection';

const actorOf = (recorded: RecordedEvent) => {
  const actor = recorded.metadata.actor as unknown;
  return actor && typeof actor === 'object'
    ? ((actor as { userId?: string }).userId ?? null)
    : (actor as string | null);
};

/**
 * Staff read models: each timeclock entry as its events leave it (hours come from its times), the
 * history of every punch and correction with who made it and why, shifts, and week publications.
 */
export const staffProjection: Projection = {
  name: 'staff',
  eventTypes: [
    'ClockedIn',
    'ClockedOut',
    'TimeclockEntryCorrected',
    'ShiftScheduled',
    'ShiftChanged',
    'ShiftRemoved',
    'ShiftWeekPublished',
  ],
  tables: ['timeclock_entries', 'timeclock_history', 'shifts', 'shift_publications'],
  async apply(trx, recorded) {
    const at = recorded.metadata.occurredAt ?? recorded.createdAt.toISOString();
    const event = recorded as unknown as (TimeclockEvent | ShiftEvent | ShiftWeekEvent) & RecordedEvent;
    const history = (entryId: string, userId: string, kind: string, detail: unknown, reason: string | null = null) =>
      trx('timeclock_history')
        .insert({
          event_id: recorded.eventId,
          entry_id: entryId,
          user_id: userId,
          revision: recorded.revision,
          kind,
          detail: JSON.stringify(detail),
          reason,
          actor: actorOf(recorded),
          at,
        })
        .onConflict('event_id')
        .ignore();
    switch (event.type) {
      case 'ClockedIn': {
        const d = event.data;
        await trx('timeclock_entries')
          .insert({ entry_id: d.entryId, user_id: d.userId, clock_in: d.at, notes: d.notes, updated_at: at })
          .onConflict('entry_id')
          .ignore();
        await history(d.entryId, d.userId, 'clock-in', { at: d.at, notes: d.notes });
        return;
      }
      case 'ClockedOut': {
        const d = event.data;
        const row = await trx('timeclock_entries').where({ entry_id: d.entryId }).first('notes');
        const notes = row?.notes && d.notes ? `${row.notes} · ${d.notes}` : (row?.notes ?? d.notes);
        await trx('timeclock_entries')
          .where({ entry_id: d.entryId })
          .update({ clock_out: d.at, notes, updated_at: at });
        await history(d.entryId, d.userId, 'clock-out', { at: d.at, notes: d.notes });
        return;
      }
      case 'TimeclockEntryCorrected': {
        const d = event.data;
        await trx('timeclock_entries')
          .where({ entry_id: d.entryId })
          .update({
            clock_in: d.clockInTime,
            clock_out: d.clockOutTime,
            notes: d.notes,
            corrections: trx.raw('corrections + 1'),
            updated_at: at,
          });
        await history(
          d.entryId,
          d.userId,
          'correction',
          { before: d.before, after: { clockInTime: d.clockInTime, clockOutTime: d.clockOutTime, notes: d.notes } },
          d.reason,
        );
        return;
      }
      case 'ShiftScheduled':
      case 'ShiftChanged': {
        const d = event.data;
        const row = {
          user_id: d.userId,
          title: d.title,
          description: d.description,
          position: d.position,
          color: d.color,
          date: d.date,
          start_time: d.startTime,
          end_time: d.endTime,
          status: d.status,
          notes: d.notes,
          updated_at: at,
        };
        await trx('shifts')
          .insert({ id: d.shiftId, ...row })
          .onConflict('id')
          .merge(Object.keys(row));
        return;
      }
      case 'ShiftRemoved':
        await trx('shifts').where({ id: event.data.shiftId }).delete();
        return;
      case 'ShiftWeekPublished': {
        const d = event.data;
        await trx('shift_publications')
          .insert({
            publication_id: d.publicationId,
            week_start: d.weekStart,
            employees: JSON.stringify(d.employees),
            published_at: d.at,
          })
          .onConflict('publication_id')
          .ignore();
        return;
      }
    }
  },
};
