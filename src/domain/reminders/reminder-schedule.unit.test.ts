import { DateTime } from 'luxon';
import { DEFAULT_REMINDER_SETTINGS, dueReminder, reminderSendAt, renderReminder } from './reminder-schedule';

const zone = 'America/New_York';
const at = (local: string) => DateTime.fromISO(local, { zone }).toJSDate();
const quiet = { quietHoursStart: '21:00', quietHoursEnd: '08:00' };

describe('when a reminder is sent', () => {
  it('sends at the offset when that is outside quiet hours', () => {
    expect(reminderSendAt(at('2026-12-03T18:00'), 120, quiet, zone)).toEqual(at('2026-12-03T16:00'));
  });

  it('moves a reminder in quiet hours to their end when that is still before the booking', () => {
    expect(reminderSendAt(at('2026-12-03T09:00'), 120, quiet, zone)).toEqual(at('2026-12-03T08:00'));
    expect(reminderSendAt(at('2026-12-03T22:00'), 24 * 60, quiet, zone)).toEqual(at('2026-12-03T08:00'));
  });

  it('moves it back to the start of quiet hours when their end is not before the booking', () => {
    expect(reminderSendAt(at('2026-12-03T07:00'), 120, quiet, zone)).toEqual(at('2026-12-02T21:00'));
    expect(reminderSendAt(at('2026-12-03T08:00'), 120, quiet, zone)).toEqual(at('2026-12-02T21:00'));
  });

  it('keeps venue time across the autumn clock change', () => {
    // 1 Nov 2026: clocks go back at 02:00. A 09:30 booking's 24 h reminder is 09:30 the day before.
    expect(reminderSendAt(at('2026-11-01T09:30'), 24 * 60, quiet, zone)).toEqual(at('2026-10-31T10:30'));
    expect(reminderSendAt(at('2026-11-01T07:30'), 3 * 60, quiet, zone)).toEqual(at('2026-10-31T21:00'));
  });

  it('sends nothing due before the booking was confirmed, and only the nearer one when both are due', () => {
    const booking = { startsAt: at('2026-12-03T18:00'), confirmedAt: at('2026-12-03T12:00') };
    expect(dueReminder(booking, DEFAULT_REMINDER_SETTINGS, at('2026-12-03T15:00'), zone)).toBeNull();
    expect(dueReminder(booking, DEFAULT_REMINDER_SETTINGS, at('2026-12-03T16:01'), zone)?.kind).toBe('hours_before');
    const early = { ...booking, confirmedAt: at('2026-11-20T12:00') };
    expect(dueReminder(early, DEFAULT_REMINDER_SETTINGS, at('2026-12-03T16:01'), zone)?.kind).toBe('hours_before');
    expect(dueReminder(early, DEFAULT_REMINDER_SETTINGS, at('2026-12-02T18:00'), zone)?.kind).toBe('day_before');
    expect(dueReminder(early, DEFAULT_REMINDER_SETTINGS, at('2026-12-03T18:00'), zone)).toBeNull();
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(renderReminder('{name} at {time}{doorCode} {oops}', { name: 'Ada', time: '6:00 PM', doorCode: '' })).toBe(
      'Ada at 6:00 PM {oops}',
    );
  });
});
