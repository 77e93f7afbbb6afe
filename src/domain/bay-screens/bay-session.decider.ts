import type { DecidedEvent, EventOf } from '../../eventstore/events';
import type { Decider } from '../decider';
import type { BaySessionEnded, BaySessionFiveMinuteWarning, BaySessionStarted } from './bay-screens.events';

export type BaySessionEvent = DecidedEvent<
  EventOf<typeof BaySessionStarted> | EventOf<typeof BaySessionFiveMinuteWarning> | EventOf<typeof BaySessionEnded>
>;

export interface BaySessionState {
  started: boolean;
  /** The end time the five-minute warning was given for (an extension earns a new warning). */
  warnedFor: string | null;
  ended: boolean;
}

/** The booking as the bookings read model has it now, and the clock. */
export interface CheckBaySession {
  booking: { bookingId: string; bayId: string; status: string; startsAt: Date; endsAt: Date };
  now: Date;
}

export const WARNING_MS = 5 * 60_000;

/**
 * A booking's session in its bay, decided from the clock: started when its time comes, warned five
 * minutes before its end (again after an extension moved the end), ended when the time is up or the
 * booking stopped being live. Each is recorded once; a session the clock never saw running (the
 * booking was over before anyone looked, or never confirmed) records nothing.
 */
export function decideBaySession(state: BaySessionState, cmd: CheckBaySession): BaySessionEvent[] {
  const { booking, now } = cmd;
  if (state.ended) return [];
  const t = now.getTime();
  const starts = booking.startsAt.getTime();
  const ends = booking.endsAt.getTime();
  const data = {
    bookingId: booking.bookingId,
    bayId: booking.bayId,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    at: now.toISOString(),
  };
  if (booking.status !== 'confirmed')
    return state.started ? [{ type: 'BaySessionEnded', data: { ...data, reason: 'cancelled' } }] : [];
  if (t >= ends) return state.started ? [{ type: 'BaySessionEnded', data: { ...data, reason: 'time_up' } }] : [];
  if (t < starts) return [];
  const events: BaySessionEvent[] = [];
  if (!state.started) events.push({ type: 'BaySessionStarted', data });
  if (t >= ends - WARNING_MS && state.warnedFor !== data.endsAt)
    events.push({ type: 'BaySessionFiveMinuteWarning', data });
  return events;
}

export function evolveBaySession(state: BaySessionState, event: BaySessionEvent): BaySessionState {
  switch (event.type) {
    case 'BaySessionStarted':
      return { ...state, started: true };
    case 'BaySessionFiveMinuteWarning':
      return { ...state, warnedFor: event.data.endsAt };
    case 'BaySessionEnded':
      return { ...state, ended: true };
    default:
      return state;
  }
}

export const baySessionDecider: Decider<BaySessionState, CheckBaySession, BaySessionEvent> = {
  initialState: () => ({ started: false, warnedFor: null, ended: false }),
  evolve: evolveBaySession,
  decide: (command, state) => decideBaySession(state, command),
};
