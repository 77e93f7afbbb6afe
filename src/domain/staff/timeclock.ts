import { z } from 'zod';
import type { Decider } from '../decider';
import { defineEvent } from '../../eventstore/events';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import { venueStream } from '../streams';

/**
 * An employee's timeclock: one stream per employee, every punch and every admin correction an event.
 * Hours are computed from the events alone, so the read model can always be rebuilt from the log.
 */
export const timeclockStream = (venue: string, userId: string) => venueStream('timeclock', venue, userId);

/** An entry still open after this long is flagged for an admin to look at. */
export const OPEN_ENTRY_FLAG_MS = 16 * 60 * 60 * 1000;

const notes = z.string().max(500).nullable();

export const ClockedIn = defineEvent(
  'ClockedIn',
  z.object({ entryId: z.string(), userId: z.string(), at: z.string(), notes }),
);
export const ClockedOut = defineEvent(
  'ClockedOut',
  z.object({ entryId: z.string(), userId: z.string(), at: z.string(), notes }),
);
const times = z.object({ clockInTime: z.string(), clockOutTime: z.string().nullable(), notes });
/** An admin's correction: the new times and notes, the reason, and what the entry said before. */
export const TimeclockEntryCorrected = defineEvent(
  'TimeclockEntryCorrected',
  times.extend({ entryId: z.string(), userId: z.string(), reason: z.string().min(1), before: times }),
);

type Made<D extends { create: (...args: never[]) => unknown }> = ReturnType<D['create']>;
export type TimeclockEvent = Made<typeof ClockedIn> | Made<typeof ClockedOut> | Made<typeof TimeclockEntryCorrected>;

export interface TimeclockEntry {
  clockInTime: string;
  clockOutTime: string | null;
  /** The clock-in note, and the clock-out note after it when there is one. */
  notes: string | null;
}

export interface TimeclockState {
  userId: string | null;
  entries: Map<string, TimeclockEntry>;
  /** The entry without a clock-out, if any (at most one). */
  open: string | null;
}

export type TimeclockCommand =
  | { type: 'ClockIn'; userId: string; entryId: string; now: Date; notes: string | null }
  | { type: 'ClockOut'; userId: string; now: Date; notes: string | null }
  | {
      type: 'CorrectEntry';
      entryId: string;
      clockInTime: Date;
      clockOutTime: Date | null;
      notes: string | null;
      reason: string;
    };

/** Hours between two instants, from the events' times alone. */
export const hoursBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 3_600_000;
/** Two decimals, as the timeclock answers it ("7.50"). */
export const hoursString = (hours: number) => (Math.round(hours * 100) / 100).toFixed(2);

const joinNotes = (a: string | null, b: string | null) => (a && b ? `${a} · ${b}` : (a ?? b));

function overlaps(state: TimeclockState, entryId: string, from: number, to: number): boolean {
  for (const [id, e] of state.entries) {
    if (id === entryId) continue;
    const start = Date.parse(e.clockInTime);
    const end = e.clockOutTime ? Date.parse(e.clockOutTime) : Number.POSITIVE_INFINITY;
    if (from < end && start < to) return true;
  }
  return false;
}

export const timeclockDecider: Decider<TimeclockState, TimeclockCommand, TimeclockEvent> = {
  initialState: () => ({ userId: null, entries: new Map(), open: null }),
  evolve(state, event) {
    const entries = new Map(state.entries);
    switch (event.type) {
      case 'ClockedIn':
        entries.set(event.data.entryId, { clockInTime: event.data.at, clockOutTime: null, notes: event.data.notes });
        return { userId: event.data.userId, entries, open: event.data.entryId };
      case 'ClockedOut': {
        const entry = entries.get(event.data.entryId);
        if (entry)
          entries.set(event.data.entryId, {
            ...entry,
            clockOutTime: event.data.at,
            notes: joinNotes(entry.notes, event.data.notes),
          });
        return { ...state, entries, open: state.open === event.data.entryId ? null : state.open };
      }
      case 'TimeclockEntryCorrected': {
        const d = event.data;
        entries.set(d.entryId, { clockInTime: d.clockInTime, clockOutTime: d.clockOutTime, notes: d.notes });
        const open = d.clockOutTime === null ? d.entryId : state.open === d.entryId ? null : state.open;
        return { ...state, entries, open };
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ClockIn':
        if (state.open) throw new ConflictError('You are already clocked in.', 'TIMECLOCK.ALREADY_CLOCKED_IN');
        if (state.entries.has(command.entryId)) return [];
        return [
          ClockedIn.create({
            entryId: command.entryId,
            userId: command.userId,
            at: command.now.toISOString(),
            notes: command.notes,
          }),
        ];
      case 'ClockOut': {
        if (!state.open) throw new ConflictError('You are not clocked in.', 'TIMECLOCK.NOT_CLOCKED_IN');
        const entry = state.entries.get(state.open)!;
        // A clock that went backwards never gives negative hours.
        const at = new Date(Math.max(command.now.getTime(), Date.parse(entry.clockInTime)));
        return [
          ClockedOut.create({
            entryId: state.open,
            userId: command.userId,
            at: at.toISOString(),
            notes: command.notes,
          }),
        ];
      }
      case 'CorrectEntry': {
        const entry = state.entries.get(command.entryId);
        if (!entry || !state.userId) throw new NotFoundError('Timeclock entry not found', 'TIMECLOCK.ENTRY_NOT_FOUND');
        if (!command.reason.trim()) throw new AppError('TIMECLOCK.REASON_REQUIRED', 'Please give a reason', 400);
        const from = command.clockInTime.getTime();
        const to = command.clockOutTime?.getTime() ?? null;
        if (to !== null && to <= from)
          throw new AppError('TIMECLOCK.INVALID_TIMES', 'The clock-out time must be after the clock-in time.', 400);
        if (to === null && state.open && state.open !== command.entryId)
          throw new ConflictError('Another entry of this employee is still open.', 'TIMECLOCK.ALREADY_CLOCKED_IN');
        if (overlaps(state, command.entryId, from, to ?? Number.POSITIVE_INFINITY))
          throw new ConflictError('These times overlap another entry of this employee.', 'TIMECLOCK.OVERLAP');
        const next = {
          clockInTime: command.clockInTime.toISOString(),
          clockOutTime: command.clockOutTime?.toISOString() ?? null,
          notes: command.notes,
        };
        if (JSON.stringify(next) === JSON.stringify(entry)) return [];
        return [
          TimeclockEntryCorrected.create({
            entryId: command.entryId,
            userId: state.userId,
            ...next,
            reason: command.reason.trim(),
            before: entry,
          }),
        ];
      }
    }
  },
};
