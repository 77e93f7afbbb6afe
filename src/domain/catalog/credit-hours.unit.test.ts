import type { DayHours } from './business-hours';
import { creditableHours, creditedValue } from './credit-hours';
import { buildQuote, priceLines, withHourlyAdjustments } from './pricing';

/** A Saturday: 35.00 off-peak, 45.00 peak from 17:00; a Member pays 10.00 an hour less. */
const saturday: DayHours = {
  dayOfWeek: 6,
  openTime: '09:00:00',
  closeTime: '23:00:00',
  bookingIntervalMinutes: 30,
  peakStartTime: '17:00:00',
  peakEndTime: '21:00:00',
  baseHourlyRateCents: 3500,
  peakHourlyRateCents: 4500,
};
const member = [{ kind: 'member_discount', label: 'Member price', perHourCents: -1000 }];

function memberLines(startMinute: number, minutes: number) {
  const quote = buildQuote(
    { bayId: 'b', date: '2026-12-05', startTime: '', endTime: '', duration: minutes / 60 },
    priceLines(saturday, { hourlyRateCents: null, peakHourlyRateCents: null }, startMinute, minutes),
  );
  return withHourlyAdjustments(quote, member).lines;
}

describe('what credits pay of a booking', () => {
  it('covers the allowed hour at its member price: 16:00-18:00 with 17:00 restricted leaves 35.00', () => {
    const lines = memberLines(16 * 60, 120);
    expect(lines.map((l) => l.priceCents)).toEqual([2500, 3500]);
    expect(creditedValue(lines, 1, [true, false])).toBe(2500);
    expect(creditableHours(lines, [true, false])).toBe(1);
  });

  it('skips a restricted hour and covers a later allowed one', () => {
    const lines = memberLines(20 * 60, 120);
    expect(creditedValue(lines, 1, [false, true])).toBe(2500);
    expect(creditableHours(lines, [false, true])).toBe(1);
  });

  it('refuses more credits than the allowed hours hold', () => {
    const lines = memberLines(16 * 60, 120);
    expect(creditedValue(lines, 2, [true, false])).toBeNull();
    expect(creditedValue(lines, 1, [false, false])).toBeNull();
  });

  it('prices half hours as the quote does: half a credit covers half an hour, or the closing half hour', () => {
    const lines = memberLines(16 * 60, 150);
    expect(lines.map((l) => l.hours)).toEqual([1, 1, 0.5]);
    expect(creditedValue(lines, 0.5, [true, true, true])).toBe(1250);
    expect(creditedValue(lines, 2.5, [true, true, true])).toBe(2500 + 3500 + 1750);
    expect(creditedValue(lines, 1.5, [true, false, true])).toBe(2500 + 1750);
    expect(creditableHours(lines, [true, false, true])).toBe(1.5);
  });
});
