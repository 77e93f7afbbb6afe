import { z } from 'zod';
import type { Decider } from '../decider';
import { defineEvent } from '../../eventstore/events';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { venueStream } from '../streams';

/** An employee's shifts: one stream per employee, so overlapping shifts are refused in one decision. */
export const shiftsStream = (venue: string, userId: string) => venueStream('shifts', venue, userId);
/** A week's publications (the week starts on the date it is keyed by). */
export const shiftWeekStream = (venue: string, weekStart: string) => venueStream('shift_week', venue, weekStart);

export const SHIFT_STATUSES = ['scheduled', 'confirmed', 'cancelled'] as const;
export const DEFAULT_SHIFT_COLOR = '#3b82f6';

const shift = z.object({
  shiftId: z.string(),
  userId: z.string(),
  title: z.string().min(1).max(100),
  description: z.string().max(500).nullable(),
  position: z.string().max(60).nullable(),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(SHIFT_STATUSES),
  notes: z.string().max(500).nullable(),
});
export type Shift = z.output<typeof shift>;

export const ShiftScheduled = defineEvent('ShiftScheduled', shift);
export const ShiftChanged = defineEvent('ShiftChanged', shift);
export const ShiftRemoved = defineEvent('ShiftRemoved', z.object({ shiftId: z.string(), userId: z.string() }));
/**
 * A week published: every employee with a shift that week is texted their shifts once. `fingerprint`
 * is the week's shifts as published, so publishing an unchanged week again texts nobody.
 */
export const ShiftWeekPublished = defineEvent(
  'ShiftWeekPublished',
  z.object({
    weekStart: z.string(),
    publicationId: z.string(),
    fingerprint: z.string(),
    employees: z.array(z.string()),
    at: z.string(),
  }),
);

type Made<D extends { create: (...args: never[]) => unknown }> = ReturnType<D['create']>;
export type ShiftEvent = Made<typeof ShiftScheduled> | Made<typeof ShiftChanged> | Made<typeof ShiftRemoved>;
export type ShiftWeekEvent = Made<typeof ShiftWeekPublished>;

export interface ShiftsState {
  shifts: Map<string, Shift>;
}
export type ShiftCommand =
  | { type: 'ScheduleShift'; shift: Shift }
  | { type: 'ChangeShift'; shift: Shift }
  | { type: 'RemoveShift'; shiftId: string };

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

function assertNoOverlap(state: ShiftsState, s: Shift) {
  if (s.status === 'cancelled') return;
  for (const other of state.shifts.values()) {
    if (other.shiftId === s.shiftId || other.status === 'cancelled' || other.date !== s.date) continue;
    if (minutes(s.startTime) < minutes(other.endTime) && minutes(other.startTime) < minutes(s.endTime))
      throw new ConflictError(
        `This overlaps ${other.title} (${other.startTime.slice(0, 5)}–${other.endTime.slice(0, 5)}) for the same employee.`,
        'SHIFT.OVERLAP',
      );
  }
}

export const shiftsDecider: Decider<ShiftsState, ShiftCommand, ShiftEvent> = {
  initialState: () => ({ shifts: new Map() }),
  evolve(state, event) {
    const shifts = new Map(state.shifts);
    if (event.type === 'ShiftRemoved') shifts.delete(event.data.shiftId);
    else shifts.set(event.data.shiftId, event.data);
    return { shifts };
  },
  decide(command, state) {
    switch (command.type) {
      case 'ScheduleShift':
        if (state.shifts.has(command.shift.shiftId)) return [];
        assertNoOverlap(state, command.shift);
        return [ShiftScheduled.create(command.shift)];
      case 'ChangeShift': {
        const before = state.shifts.get(command.shift.shiftId);
        if (!before) throw new NotFoundError('Shift not found', 'SHIFT.NOT_FOUND');
        assertNoOverlap(state, command.shift);
        if (JSON.stringify(before) === JSON.stringify(command.shift)) return [];
        return [ShiftChanged.create(command.shift)];
      }
      case 'RemoveShift': {
        const before = state.shifts.get(command.shiftId);
        if (!before) return [];
        return [ShiftRemoved.create({ shiftId: command.shiftId, userId: before.userId })];
      }
    }
  },
};

export interface ShiftWeekState {
  lastFingerprint: string | null;
}
export type ShiftWeekCommand = {
  type: 'PublishWeek';
  weekStart: string;
  publicationId: string;
  fingerprint: string;
  employees: string[];
  now: Date;
};

export const shiftWeekDecider: Decider<ShiftWeekState, ShiftWeekCommand, ShiftWeekEvent> = {
  initialState: () => ({ lastFingerprint: null }),
  evolve: (_state, event) => ({ lastFingerprint: event.data.fingerprint }),
  decide(command, state) {
    // Nothing changed since the last publication: nobody is texted again.
    if (state.lastFingerprint === command.fingerprint) return [];
    return [
      ShiftWeekPublished.create({
        weekStart: command.weekStart,
        publicationId: command.publicationId,
        fingerprint: command.fingerprint,
        employees: command.employees,
        at: command.now.toISOString(),
      }),
    ];
  },
};
