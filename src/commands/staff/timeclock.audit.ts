import { timeclockDecider, timeclockStream } from '../../domain/staff/timeclock';
import { NotFoundError } from '../../lib/errors';
import type { RecordedEvent } from '../../eventstore/types';
import { timeclockEntryOwner } from '../../projections/staff/staff.queries';
import { foldEvents, ofStream, readStream, type AuditSubject } from '../audit-subject';

/** The timeclock's entries folded from its events: who is clocked in, and each entry. */
function timeclockState(events: RecordedEvent[]) {
  const s = foldEvents(timeclockDecider, events);
  return { open: s.open, entries: [...s.entries].map(([entryId, e]) => ({ entryId, ...e })) };
}

/** One timeclock entry: the events of its employee's timeclock about it. */
export const timeclockEntryAuditSubject: AuditSubject = {
  kind: 'timeclock-entry',
  rank: 60,
  async events(ctx, id) {
    const owner = await timeclockEntryOwner(ctx.knex, id);
    if (!owner) throw new NotFoundError('Timeclock entry not found', 'TIMECLOCK.ENTRY_NOT_FOUND');
    const all = await readStream(ctx, timeclockStream(ctx.config.VENUE_ID, owner));
    return { events: all.filter((e) => (e.data as { entryId?: string }).entryId === id) };
  },
  mayBeEmpty: true,
  asOf: (_ctx, { events }) => timeclockState(events).entries[0] ?? null,
};

/** An employee's whole timeclock. */
export const timeclockAuditSubject: AuditSubject = {
  kind: 'timeclock',
  rank: 70,
  events: (ctx, userId) => ofStream(ctx, timeclockStream(ctx.config.VENUE_ID, userId)),
  mayBeEmpty: true,
  asOf: (_ctx, { events }) => timeclockState(events),
};
