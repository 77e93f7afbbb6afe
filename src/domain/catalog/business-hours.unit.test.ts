import { fitBooking, slotStarts, type DayHours } from './business-hours';

const zone = 'America/New_York';
function day(dayOfWeek: number, openTime: string, closeTime: string, interval = 30): DayHours {
  return {
    dayOfWeek,
    openTime,
    closeTime,
    bookingIntervalMinutes: interval,
    peakStartTime: null,
    peakEndTime: null,
    baseHourlyRateCents: null,
    peakHourlyRateCents: null,
  };
}
const times = (date: string, week: Map<number, DayHours>) =>
  slotStarts(date, week, zone).map((s) => s.startsAt.toFormat('HH:mm'));

describe('slot generation', () => {
  it('skips the wall-clock hour lost when clocks spring forward (America/New_York, 2026-03-08)', () => {
    const week = new Map([[0, day(0, '00:00', '06:00')]]);
    const slots = slotStarts('2026-03-08', week, zone);
    const labels = slots.map((s) => s.startsAt.toFormat('HH:mm'));
    expect(labels).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00', '04:30', '05:00']);
    const oneThirty = slots.find((s) => s.startsAt.toFormat('HH:mm') === '01:30')!;
    const three = slots.find((s) => s.startsAt.toFormat('HH:mm') === '03:00')!;
    expect(three.startsAt.toMillis() - oneThirty.startsAt.toMillis()).toBe(30 * 60_000);
  });

  it('lists the repeated hour once when clocks fall back (America/New_York, 2026-11-01)', () => {
    const week = new Map([[0, day(0, '00:00', '04:00')]]);
    const labels = times('2026-11-01', week);
    expect(labels).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00']);
    expect(new Set(labels).size).toBe(labels.length);
    const slots = slotStarts('2026-11-01', week, zone);
    const gaps = slots.slice(1).map((s, i) => (s.startsAt.toMillis() - slots[i].startsAt.toMillis()) / 60_000);
    // 01:00 and 01:30 are the first (EDT) occurrences; 02:00 EST comes 90 real minutes after 01:30 EDT.
    expect(gaps).toEqual([30, 30, 30, 90, 30, 30]);
    expect(slots[2].startsAt.offset).toBe(-240);
  });

  it('gives hourly slots 06:00 to 21:00 when no hours exist', () => {
    const labels = times('2026-12-02', new Map());
    expect(labels[0]).toBe('06:00');
    expect(labels.at(-1)).toBe('21:00');
    expect(labels).toHaveLength(16);
  });

  it('treats a 00:00 close as midnight and an earlier close as overnight', () => {
    const week = new Map([
      [3, day(3, '20:00', '00:00', 60)],
      [5, day(5, '20:00', '02:00', 60)],
    ]);
    expect(times('2026-12-02', week)).toEqual(['20:00', '21:00', '22:00', '23:00']);
    // Saturday's own hours are fallback; its small hours come from Friday's overnight window.
    const saturday = times('2026-12-05', week);
    expect(saturday.slice(0, 2)).toEqual(['00:00', '01:00']);
    expect(saturday).toContain('06:00');
  });
});

describe('fitting a booking on the hours', () => {
  const week = new Map([[5, day(5, '10:00', '02:00')]]);

  it('accepts a booking that runs past midnight inside an overnight window', () => {
    const fit = fitBooking('2026-12-04', 23 * 60, 180, week, zone);
    expect(fit.ok).toBe(true);
  });

  it('rejects starts off the interval grid, outside hours, and bookings that end after close', () => {
    expect(fitBooking('2026-12-04', 10 * 60 + 15, 60, week, zone)).toMatchObject({ ok: false, problem: 'OFF_GRID' });
    expect(fitBooking('2026-12-04', 9 * 60, 60, week, zone)).toMatchObject({ ok: false, problem: 'OUTSIDE_HOURS' });
    expect(fitBooking('2026-12-04', 25 * 60 - 1440, 120, week, zone)).toMatchObject({
      ok: false,
      problem: 'OUTSIDE_HOURS',
    });
    expect(fitBooking('2026-12-05', 60, 120, week, zone)).toMatchObject({ ok: false, problem: 'PAST_CLOSE' });
  });
});
