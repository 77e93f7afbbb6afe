import { hoursBetween, hoursString, timeclockDecider, type TimeclockCommand, type TimeclockState } from './timeclock';

const apply = (state: TimeclockState, command: TimeclockCommand) =>
  timeclockDecider.decide(command, state).reduce(timeclockDecider.evolve, state);
const at = (iso: string) => new Date(iso);
const clockIn = (entryId: string, when: string, notes: string | null = null): TimeclockCommand => ({
  type: 'ClockIn',
  userId: 'u1',
  entryId,
  now: at(when),
  notes,
});
const clockOut = (when: string, notes: string | null = null): TimeclockCommand => ({
  type: 'ClockOut',
  userId: 'u1',
  now: at(when),
  notes,
});

describe('the timeclock decider', () => {
  it('keeps at most one open entry: clock-in twice or clock-out with nothing open is refused', () => {
    let s = apply(timeclockDecider.initialState(), clockIn('e1', '2026-11-20T14:00:00Z', 'open'));
    expect(s.open).toBe('e1');
    expect(() => apply(s, clockIn('e2', '2026-11-20T15:00:00Z'))).toThrow('You are already clocked in.');
    s = apply(s, clockOut('2026-11-20T22:15:00Z', 'close'));
    expect(s.open).toBeNull();
    expect(s.entries.get('e1')).toEqual({
      clockInTime: '2026-11-20T14:00:00.000Z',
      clockOutTime: '2026-11-20T22:15:00.000Z',
      notes: 'open · close',
    });
    expect(() => apply(s, clockOut('2026-11-20T23:00:00Z'))).toThrow('You are not clocked in.');
    // A retried clock-in with the same entry id decides nothing new.
    const again = apply(timeclockDecider.initialState(), clockIn('e1', '2026-11-20T14:00:00Z'));
    expect(timeclockDecider.decide(clockIn('e1', '2026-11-20T14:00:00Z'), { ...again, open: null })).toEqual([]);
  });

  it('never clocks out before the clock-in (a clock that went backwards gives 0 hours, not negative)', () => {
    let s = apply(timeclockDecider.initialState(), clockIn('e1', '2026-11-20T14:00:00Z'));
    s = apply(s, clockOut('2026-11-20T13:59:00Z'));
    expect(s.entries.get('e1')!.clockOutTime).toBe('2026-11-20T14:00:00.000Z');
  });

  it('corrects an entry with a reason, keeping what it said before; refuses bad times and overlaps', () => {
    let s = apply(timeclockDecider.initialState(), clockIn('e1', '2026-11-20T14:00:00Z'));
    s = apply(s, clockOut('2026-11-20T20:00:00Z'));
    s = apply(s, clockIn('e2', '2026-11-21T14:00:00Z'));
    s = apply(s, clockOut('2026-11-21T18:00:00Z'));
    const correct = (entryId: string, from: string, to: string | null, reason = 'forgot'): TimeclockCommand => ({
      type: 'CorrectEntry',
      entryId,
      clockInTime: at(from),
      clockOutTime: to ? at(to) : null,
      notes: null,
      reason,
    });
    expect(() => apply(s, correct('nope', '2026-11-20T13:00:00Z', null))).toThrow('Timeclock entry not found');
    expect(() => apply(s, correct('e1', '2026-11-20T13:00:00Z', '2026-11-20T20:00:00Z', ' '))).toThrow(
      'Please give a reason',
    );
    expect(() => apply(s, correct('e1', '2026-11-20T21:00:00Z', '2026-11-20T20:00:00Z'))).toThrow(
      'The clock-out time must be after the clock-in time.',
    );
    expect(() => apply(s, correct('e1', '2026-11-20T13:00:00Z', '2026-11-21T15:00:00Z'))).toThrow(
      'These times overlap another entry of this employee.',
    );
    const [event] = timeclockDecider.decide(correct('e1', '2026-11-20T13:30:00Z', '2026-11-20T20:00:00Z'), s);
    expect(event.type).toBe('TimeclockEntryCorrected');
    expect(event.data).toMatchObject({
      reason: 'forgot',
      clockInTime: '2026-11-20T13:30:00.000Z',
      before: { clockInTime: '2026-11-20T14:00:00.000Z', clockOutTime: '2026-11-20T20:00:00.000Z' },
    });
    s = timeclockDecider.evolve(s, event);
    const e1 = s.entries.get('e1')!;
    expect(hoursString(hoursBetween(e1.clockInTime, e1.clockOutTime!))).toBe('6.50');
    // The same times again: nothing to record.
    expect(timeclockDecider.decide(correct('e1', '2026-11-20T13:30:00Z', '2026-11-20T20:00:00Z'), s)).toEqual([]);
  });

  it('rounds hours to two decimals', () => {
    expect(hoursString(hoursBetween('2026-11-20T14:00:00Z', '2026-11-20T14:20:00Z'))).toBe('0.33');
    expect(hoursString(7.5)).toBe('7.50');
  });
});
