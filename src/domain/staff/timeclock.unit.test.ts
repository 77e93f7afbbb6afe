import { DeciderSpecification } from '../../../test/harness/decider-specification';
import { hoursBetween, hoursString, timeclockDecider, type TimeclockCommand } from './timeclock';

const given = DeciderSpecification.for(timeclockDecider);
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
    let s = given([])
      .when(clockIn('e1', '2026-11-20T14:00:00Z', 'open'))
      .stream();
    expect(given(s).state().open).toBe('e1');
    given(s).when(clockIn('e2', '2026-11-20T15:00:00Z')).thenThrows('You are already clocked in.');
    s = given(s).when(clockOut('2026-11-20T22:15:00Z', 'close')).stream();
    expect(given(s).state().open).toBeNull();
    expect(given(s).state().entries.get('e1')).toEqual({
      clockInTime: '2026-11-20T14:00:00.000Z',
      clockOutTime: '2026-11-20T22:15:00.000Z',
      notes: 'open · close',
    });
    given(s).when(clockOut('2026-11-20T23:00:00Z')).thenThrows('You are not clocked in.');
    // A retried clock-in with the same entry id decides nothing new (a state no stream reaches: its entry
    // recorded but not open, so the decider is asked directly).
    const again = given(given([]).when(clockIn('e1', '2026-11-20T14:00:00Z')).stream()).state();
    expect(timeclockDecider.decide(clockIn('e1', '2026-11-20T14:00:00Z'), { ...again, open: null })).toEqual([]);
  });

  it('never clocks out before the clock-in (a clock that went backwards gives 0 hours, not negative)', () => {
    const s = given(given([]).when(clockIn('e1', '2026-11-20T14:00:00Z')).stream())
      .when(clockOut('2026-11-20T13:59:00Z'))
      .stream();
    expect(given(s).state().entries.get('e1')!.clockOutTime).toBe('2026-11-20T14:00:00.000Z');
  });

  it('corrects an entry with a reason, keeping what it said before; refuses bad times and overlaps', () => {
    let s = given([]).when(clockIn('e1', '2026-11-20T14:00:00Z')).stream();
    s = given(s).when(clockOut('2026-11-20T20:00:00Z')).stream();
    s = given(s).when(clockIn('e2', '2026-11-21T14:00:00Z')).stream();
    s = given(s).when(clockOut('2026-11-21T18:00:00Z')).stream();
    const correct = (entryId: string, from: string, to: string | null, reason = 'forgot'): TimeclockCommand => ({
      type: 'CorrectEntry',
      entryId,
      clockInTime: at(from),
      clockOutTime: to ? at(to) : null,
      notes: null,
      reason,
    });
    given(s)
      .when(correct('nope', '2026-11-20T13:00:00Z', null))
      .thenThrows('Timeclock entry not found');
    given(s)
      .when(correct('e1', '2026-11-20T13:00:00Z', '2026-11-20T20:00:00Z', ' '))
      .thenThrows('Please give a reason');
    given(s)
      .when(correct('e1', '2026-11-20T21:00:00Z', '2026-11-20T20:00:00Z'))
      .thenThrows('The clock-out time must be after the clock-in time.');
    given(s)
      .when(correct('e1', '2026-11-20T13:00:00Z', '2026-11-21T15:00:00Z'))
      .thenThrows('These times overlap another entry of this employee.');
    const correction = given(s).when(correct('e1', '2026-11-20T13:30:00Z', '2026-11-20T20:00:00Z'));
    const [event] = correction.decided();
    expect(event.type).toBe('TimeclockEntryCorrected');
    expect(event.data).toMatchObject({
      reason: 'forgot',
      clockInTime: '2026-11-20T13:30:00.000Z',
      before: { clockInTime: '2026-11-20T14:00:00.000Z', clockOutTime: '2026-11-20T20:00:00.000Z' },
    });
    s = correction.stream();
    const e1 = given(s).state().entries.get('e1')!;
    expect(hoursString(hoursBetween(e1.clockInTime, e1.clockOutTime!))).toBe('6.50');
    // The same times again: nothing to record.
    given(s)
      .when(correct('e1', '2026-11-20T13:30:00Z', '2026-11-20T20:00:00Z'))
      .thenNothingHappened();
  });

  it('rounds hours to two decimals', () => {
    expect(hoursString(hoursBetween('2026-11-20T14:00:00Z', '2026-11-20T14:20:00Z'))).toBe('0.33');
    expect(hoursString(7.5)).toBe('7.50');
  });
});
